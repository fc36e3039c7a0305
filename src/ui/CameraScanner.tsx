/**
 * The camera scanner (SPEC.md section 2; @zxing/library, loaded only when the dialog opens): the
 * first code read is handed to the till like a scanned one and the dialog closes. No camera, or no
 * permission, is said in the dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export function CameraScanner({ open, onClose, onScan }: { open: boolean; onClose: () => void; onScan: (code: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    let stop: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no_camera');
        const { BrowserMultiFormatReader } = await import('@zxing/library');
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        stop = () => reader.reset();
        await reader.decodeFromVideoDevice(null, video.current, (result) => {
          if (!result || cancelled) return;
          cancelled = true;
          reader.reset();
          handler.current(result.getText());
          onClose();
        });
      } catch (err) {
        if (!cancelled) setProblem((err as Error)?.name === 'NotAllowedError' ? 'camera_denied' : 'no_camera');
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="camera-title" data-testid="camera-scanner">
      <DialogTitle id="camera-title">{translate('app.sale.camera')}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="warning" data-testid="camera-problem">
            {translate(`app.sale.${problem}`)}
          </Alert>
        ) : (
          <Box component="video" ref={video} muted playsInline sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900' }} aria-label={translate('app.sale.camera')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.sale.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
