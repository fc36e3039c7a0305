/**
 * /check: the check preview (SPEC.md 2 'Check preview'): the check of the last sale or booking made in
 * this browser (SPEC.md 3: browser storage keeps the check; src/providers/sale.ts remembers it), read
 * from the server, with Close and Print; 'no check yet' when none was made here.
 */
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { RouteDef } from '../domain/routes';
import { lastCheck } from '../providers/sale';
import { SaleCheckById } from './SaleCheck';
import { BookingCheckById } from './BookingCheck';

export function CheckPreview({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const last = lastCheck();
  const screen = `screen-${route?.key ?? 'check'}`;
  if (!last) {
    return (
      <Box sx={{ p: 3 }} data-testid={screen}>
        <Title title={translate('app.check.preview_title')} />
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.check.preview_title')}
        </Typography>
        <Alert severity="info" data-testid="no-check">
          {translate('app.check.no_check')}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => window.close()}>
          {translate('app.sale.close')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Title title={translate('app.check.preview_title')} />
      {last.kind === 'sale' ? <SaleCheckById id={String(last.id)} screen={screen} /> : <BookingCheckById id={String(last.id)} screen={screen} />}
    </>
  );
}

export default CheckPreview;
