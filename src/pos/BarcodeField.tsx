/**
 * The till's barcode field: a wedge scanner types a code into it and ends it with Enter (a code typed
 * by hand the same). Its text is its own state, so the keys of a scan re-render this field only, not
 * the whole sale screen with its basket (scan to line).
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, TextField, type BoxProps } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { FormBox } from '../ui/FormBox';

export function BarcodeField({ onScan, onCamera, sx }: { onScan: (code: string) => void; onCamera: () => void; sx?: BoxProps['sx'] }) {
  const translate = useTranslate();
  const [barcode, setBarcode] = useState('');
  return (
    <FormBox
      onSubmit={() => {
        const code = barcode.trim();
        if (code) onScan(code);
        setBarcode('');
      }}
      sx={sx}
    >
      <TextField
        fullWidth
        size="small"
        label={translate('app.sale.barcode')}
        helperText={translate('app.sale.barcode_hint')}
        value={barcode}
        onChange={(e) => setBarcode(e.target.value)}
        slotProps={{
          htmlInput: { 'data-testid': 'sale-barcode', 'data-barcode-input': 'true', autoComplete: 'off' },
          input: {
            endAdornment: (
              <>
                <QrCodeScannerIcon fontSize="small" sx={{ color: 'action.active' }} aria-hidden />
                <IconButton size="small" onClick={onCamera} aria-label={translate('app.sale.camera')} data-testid="sale-camera">
                  <PhotoCameraIcon fontSize="small" />
                </IconButton>
              </>
            ),
          },
        }}
      />
    </FormBox>
  );
}
