/**
 * The images of a product: upload one or several, delete (with a confirmation), set the main one
 * (exactly one is main; the server keeps it so).
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Box, Card, CardContent, CardHeader, Chip, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ImageDto, ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FilePickButton, useCanWrite } from '../../ui/catalogueUi';
import { useErrorNotify } from '../../layout/feedback';
import { imageFileError } from './imageFiles';

export function ProductImages({ product }: { product: ProductDto }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const writable = useCanWrite('products');
  const [images, setImages] = useState<ImageDto[]>(product.images ?? []);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ImageDto | null>(null);

  const imagesJson = JSON.stringify(product.images ?? []);
  useEffect(() => setImages(JSON.parse(imagesJson)), [imagesJson]);

  const changed = (next: ImageDto[]) => {
    setImages(next);
    // cards show the main image
    void queryClient.invalidateQueries({ queryKey: ['products', 'getList'] });
  };

  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };

  const upload = (files: File[]) => {
    if (!files.length) return;
    const refused = files.map(imageFileError).find(Boolean);
    if (refused) {
      notify(`app.messages.${refused}`, { type: 'error' });
      return;
    }
    void run('upload', async () => {
      changed(await dataProvider.uploadProductImages(product.id, files));
      notify('app.catalogue.images.uploaded', { type: 'success', messageArgs: { smart_count: files.length } });
    });
  };

  const setMain = (image: ImageDto) =>
    run(`main-${image.id}`, async () => {
      changed(await dataProvider.setMainImage(product.id, image.id));
      notify('app.catalogue.images.main_set', { type: 'success' });
    });

  const remove = () =>
    deleting &&
    run(`delete-${deleting.id}`, async () => {
      await dataProvider.deleteProductImage(product.id, deleting.id);
      setDeleting(null);
      changed(await dataProvider.productImages(product.id));
      notify('app.catalogue.images.deleted', { type: 'info' });
    }).finally(() => setDeleting(null));

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('app.catalogue.images.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          writable && (
            <FilePickButton
              label={translate('app.catalogue.images.upload')}
              multiple
              size="small"
              testId="images-upload"
              disabled={busy === 'upload'}
              startIcon={busy === 'upload' ? <CircularProgress size={16} /> : <UploadIcon />}
              onFiles={upload}
            />
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {images.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="images-empty">
            {translate('app.catalogue.images.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }} data-testid="images">
            {images.map((img) => (
              <Box
                key={img.id}
                data-testid={`image-${img.id}`}
                data-main={img.is_main ? 'true' : 'false'}
                sx={{
                  position: 'relative',
                  border: 2,
                  borderColor: img.is_main ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'grey.100',
                }}
              >
                <Box component="img" src={img.image} alt={product.name} sx={{ width: '100%', height: 130, objectFit: 'contain', display: 'block' }} />
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5, bgcolor: 'background.paper' }}>
                  {img.is_main ? (
                    <Chip size="small" color="primary" icon={<StarIcon />} label={translate('app.catalogue.images.main')} sx={{ my: 0.5 }} />
                  ) : writable ? (
                    <Tooltip title={translate('app.catalogue.images.set_main')}>
                      <span>
                        <IconButton
                          size="small"
                          onClick={() => void setMain(img)}
                          disabled={!!busy}
                          aria-label={translate('app.catalogue.images.set_main')}
                          data-testid={`image-set-main-${img.id}`}
                        >
                          {busy === `main-${img.id}` ? <CircularProgress size={16} /> : <StarBorderIcon fontSize="small" />}
                        </IconButton>
                      </span>
                    </Tooltip>
                  ) : (
                    <span />
                  )}
                  {writable && (
                    <Tooltip title={translate('ra.action.delete')}>
                      <span>
                        <IconButton
                          size="small"
                          color="error"
                          onClick={() => setDeleting(img)}
                          disabled={!!busy}
                          aria-label={translate('ra.action.delete')}
                          data-testid={`image-delete-${img.id}`}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <Confirm
        isOpen={!!deleting}
        loading={!!busy}
        title={translate('app.catalogue.images.delete_title')}
        content={translate('app.catalogue.images.delete_content')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
