import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Avatar, Box, Button, CircularProgress } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppNotify } from '../../layout/feedback';

/** A place's image: a preview, 'Choose image' (uploaded at once, checked by the server) and 'Remove image'. */
export function PlaceImagePicker({
  value,
  onChange,
  onUploading,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  onUploading?: (uploading: boolean) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const [uploading, setUploading] = useState(false);
  const busy = (on: boolean) => {
    setUploading(on);
    onUploading?.(on);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    busy(true);
    try {
      onChange(await dataProvider.uploadPlaceImage(file));
    } catch (err) {
      toast.error(err);
    } finally {
      busy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="rounded" src={value ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
        <PhotoCameraIcon />
      </Avatar>
      <Button component="label" variant="outlined" size="small" disabled={uploading} startIcon={uploading ? <CircularProgress size={16} /> : undefined}>
        {translate('app.money.places.choose_image')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void upload(e.target.files?.[0])} data-testid="place-image" />
      </Button>
      {value && (
        <Button size="small" onClick={() => onChange(null)}>
          {translate('app.money.places.remove_image')}
        </Button>
      )}
    </Box>
  );
}
