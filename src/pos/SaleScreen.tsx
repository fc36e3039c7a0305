/**
 * /sale: the till (SPEC.md section 2 'Sale screen'). Built for a queue: a keyboard-wedge
 * scanner adds a line wherever the focus is; a product is found on the server (never the whole
 * catalogue in the browser) and its sizes in stock here are one click or Enter away; the basket
 * survives a reload (localStorage) with its sale key, so a retried checkout never sells twice.
 * 'Take from' picks another of the seller's places: scans, picked sizes and the add-product dialog
 * then take their units from it (each line carries its place; the sale stays at the sale place and is
 * priced by its type). With customer access: a separate customer discount column, and a customer can
 * be created from the till (FormDialog over the customer contract) and is chosen at once.
 */
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button } from '@mui/material';
import type { RouteDef } from '../domain/routes';
import { useSalePlace } from '../providers/salePlace';
import { Till } from './till/Till';
import { useLocalCatalogue } from './offline/useLocalCatalogue';
import { LocalCatalogueContext } from './offline/LocalCatalogueContext';
import { askPersistentStorage } from './offline/persist';

export function SaleScreen({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const place = useSalePlace();
  // the place's catalogue kept in this browser (refreshed while the server answers): what the till
  // sells from when it cannot be reached
  const local = useLocalCatalogue(place?.id);
  // opening the till asks the browser to keep its storage (the baskets, the sales waiting to be sent)
  useEffect(() => void askPersistentStorage(), []);
  if (!place) {
    return (
      <Box sx={{ p: 3 }} data-testid={`screen-${route?.key ?? 'sale'}`}>
        <Title title={translate('app.sale.title')} />
        <Alert severity="info" action={<Button component={RouterLink} to="/workplace">{translate('app.sale.choose_place')}</Button>}>
          {translate('app.sale.no_place')}
        </Alert>
      </Box>
    );
  }
  return (
    <LocalCatalogueContext.Provider value={local.catalogue}>
      <Till placeId={place.id} placeName={place.name} routeKey={route?.key ?? 'sale'} />
    </LocalCatalogueContext.Provider>
  );
}

export default SaleScreen;
