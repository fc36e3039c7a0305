import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Avatar, Box, Chip, Grid, Tab, TableCell, TableRow, Tabs, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import StoreIcon from '@mui/icons-material/Store';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Place } from '../../providers/callContext';
import { errorsOf } from '../../providers/httpClient';
import { Loading } from '../../layout/RouteGuard';
import { messageKey } from '../../i18n';
import { usePlaceBalance } from '../../ui/moneyQueries';
import { SectionCard } from '../../ui/SectionCard';
import { BalanceChips, normalizeRate, MoneyCell, usePlaceTypeName } from '../../ui/moneyUi';
import { usePlaceCurrencies } from './usePlaceCurrencies';
import { PlaceEditDialog } from './PlaceEditDialog';
import { PlaceCurrenciesEditor } from './PlaceCurrenciesEditor';
import type { PlaceCurrency } from '../../domain/company/types';
import { useCan } from '../../providers/useCan';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { PageError } from '../../ui/Page';
import { usePaging } from '../../ui/usePaging';
import { PagingPager } from '../../ui/PagingPager';
import { HeadCells, HeadTable } from '../../ui/CardTable';

/**
 * /management/place/{id}/view and /view/products: the place, its currencies (refreshed every 30 s),
 * its balances per currency, and its stock (catalogue API; a 404 there shows an empty state).
 */
export function PlaceView({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const { id } = useParams();
  const placeId = Number(id);
  const tab = route?.key === 'place_products' ? 'products' : 'view';
  const { data: place, isPending, error, refetch } = useGetOne<Place>('places', { id: placeId }, { enabled: Number.isInteger(placeId) });
  const canEdit = useCan('place.write');
  const [editing, setEditing] = useState(false);
  const typeName = usePlaceTypeName();

  if (isPending) return <Loading />;
  if (error || !place) return <PageError testId={`screen-${route?.key ?? 'place_view'}`} error={error} />;
  const base = `/management/place/${place.id}/view`;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={`screen-${route?.key ?? 'place_view'}`}>
      <Title title={place.name} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar variant="rounded" src={place.image ?? undefined} sx={{ width: 64, height: 64 }}>
          <StoreIcon />
        </Avatar>
        <Box>
          <Typography variant="h5" component="h1" data-testid="place-name">
            {place.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" label={typeName(place.type?.name)} />
            <Typography variant="body2" color="text.secondary">
              {place.address}
            </Typography>
          </Box>
        </Box>
        {canEdit && (
          <Button sx={{ ml: 'auto' }} variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="place-edit-open">
            {translate('app.money.common.edit')}
          </Button>
        )}
      </Box>
      {canEdit && (
        <PlaceEditDialog
          place={place}
          open={editing}
          onClose={(saved) => {
            setEditing(false);
            if (saved) void refetch();
          }}
        />
      )}
      <Tabs value={tab} sx={{ mb: 2 }} aria-label={place.name}>
        <Tab value="view" label={translate('app.money.place_view.info')} component={RouterLink} to={base} />
        <Tab value="products" label={translate('app.money.place_view.products')} component={RouterLink} to={`${base}/products`} data-testid="place-tab-products" />
      </Tabs>
      {tab === 'view' ? <PlaceInfo placeId={place.id} placeType={place.type} canEdit={canEdit} /> : <PlaceStock placeId={place.id} />}
    </Box>
  );
}

/**
 * The rate that prices this place in a currency, and where it comes from: the place type's own
 * rate when it has one, else the company's (src/domain/currency.ts priceAt uses the same order).
 */
function useAppliedRates(placeTypeId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const typeRates = useQuery({
    queryKey: ['place_type_rates', placeTypeId],
    queryFn: () => dataProvider.placeTypeRates(placeTypeId!),
    enabled: placeTypeId != null,
  });
  return (currencyId: number, companyRate: string) => {
    const own = typeRates.data?.find((r) => r.currency.id === currencyId);
    return own ? { rate: own.rate, source: 'place_type' as const } : { rate: companyRate, source: 'company' as const };
  };
}

function PlaceInfo({ placeId, placeType, canEdit }: { placeId: number; placeType?: { id: number; name: string }; canEdit: boolean }) {
  const translate = useTranslate();
  const currencies = usePlaceCurrencies(placeId);
  const applied = useAppliedRates(placeType?.id);
  const balance = usePlaceBalance(placeId);
  const typeName = usePlaceTypeName();
  const rateCell = (c: PlaceCurrency) => {
    const r = applied(c.currency.id, c.rate ?? '');
    return (
      <>
        {normalizeRate(r.rate)}
        <Typography variant="caption" color="text.secondary" component="div">
          {r.source === 'place_type' ? translate('app.money.place_view.rate_of_type', { name: typeName(placeType?.name) }) : translate('app.money.place_view.rate_of_company')}
        </Typography>
      </>
    );
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: canEdit ? 8 : 7 }}>
        <SectionCard title={translate('app.money.place_view.currencies')}>
          {currencies.isPending && <Loading />}
          {canEdit && currencies.data && <PlaceCurrenciesEditor placeId={placeId} rows={currencies.data} reload={currencies.refetch} rateCell={rateCell} />}
          {!canEdit && currencies.data && currencies.data.length === 0 && <Alert severity="info">{translate('app.money.place_view.no_currencies')}</Alert>}
          {!canEdit && currencies.data && currencies.data.length > 0 && (
            <HeadTable
              testId="place-view-currencies"
              region={translate('app.money.place_view.currencies')}
              head={
                <HeadCells
                  columns={[
                    'app.money.common.currency', { label: 'app.money.common.rate', align: 'right' }, { label: 'app.money.places.minimum_amount', align: 'right' },
                    { label: 'app.money.places.base_currency', align: 'center' },
                  ]}
                />
              }
            >
              {currencies.data.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.currency.name}</TableCell>
                  <TableCell align="right" data-testid={`place-view-rate-${c.currency.name}`}>
                    {rateCell(c)}
                  </TableCell>
                  <MoneyCell value={c.amount_to_remain} currency={c.currency.name} />
                  <TableCell align="center">{c.is_base_currency ? <CheckIcon fontSize="small" color="primary" aria-label={translate('app.money.common.base')} /> : ''}</TableCell>
                </TableRow>
              ))}
            </HeadTable>
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: canEdit ? 4 : 5 }}>
        <SectionCard title={translate('app.money.place_view.balances')}>
          {balance.isPending ? <Loading /> : balance.error ? <Alert severity="error">{translate(messageKey(errorsOf(balance.error)[0]?.code ?? 'server_error'))}</Alert> : <BalanceChips entries={balance.data} testId="place-view-balance" />}
        </SectionCard>
      </Grid>
    </Grid>
  );
}

function PlaceStock({ placeId }: { placeId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { page, perPage, paged } = usePaging();
  const stock = useQuery({
    queryKey: ['placeStock', placeId, page, perPage],
    queryFn: () => dataProvider.placeStock(placeId, page * perPage, perPage),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const unavailable = (stock.error as { status?: number } | null)?.status === 404;
  return (
    <SectionCard title={translate('app.money.place_view.stock')}>
      {stock.isPending && <Loading />}
      {unavailable && (
        <Alert severity="info" data-testid="place-stock-unavailable">
          {translate('app.money.place_view.stock_unavailable')}
        </Alert>
      )}
      {stock.error && !unavailable && <Alert severity="error">{translate(messageKey(errorsOf(stock.error)[0]?.code ?? 'server_error'))}</Alert>}
      {stock.data && stock.data.count === 0 && (
        <Alert severity="info" data-testid="place-stock-empty">
          {translate('app.money.place_view.stock_empty')}
        </Alert>
      )}
      {stock.data && stock.data.count > 0 && (
        <>
          <HeadTable
            testId="place-stock"
            region={translate('app.money.place_view.stock')}
            head={<HeadCells columns={['app.money.place_view.vendor_code', 'app.money.place_view.product', 'app.money.place_view.model', 'app.money.place_view.size', { label: 'app.money.place_view.quantity', align: 'right' }]} />}
          >
            {stock.data.results.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.product.vendor_code}</TableCell>
                <TableCell>{p.product.name}</TableCell>
                <TableCell>{p.product.model}</TableCell>
                <TableCell>{p.size.name}</TableCell>
                <TableCell align="right">{p.quantity}</TableCell>
              </TableRow>
            ))}
          </HeadTable>
          <PagingPager count={stock.data.count} {...paged} />
        </>
      )}
    </SectionCard>
  );
}

export default PlaceView;
