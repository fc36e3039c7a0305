/**
 * The till's controls (barcode, add-product, search, customer, 'take from') and the picked product's
 * sizes here.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ProductDto } from '../../domain/product/contract';
import type { CustomerDto, CustomerSeen } from '../../domain/customer/contract';
import { customerMoney } from '../../domain/customer/money';
import { Loading } from '../../layout/RouteGuard';
import { MoneyText } from '../../ui/moneyUi';
import { PlaceSelect } from '../../ui/PlaceSelect';
import { RemoteSelect, type RemoteSource } from '../../ui/RemoteSelect';
import { AfterFirstCommit, FieldPlaceholder } from '../../layout/afterFirstCommit';
import type { Cart } from '../cartModel';
import { BarcodeField } from '../BarcodeField';

/** The till's top-row fields share the width evenly (a long label or hint never widens one of them). */
const FIELD_BOX = { flex: '1 1 0', minWidth: 0 } as const;
const FROM_PLACE_SX = { flex: { md: '0 0 200px' } };
/** the till's selects and searches, drawn one render after the rest of its first screen (../../layout/afterFirstCommit.tsx) */
export const TILL_FIELDS = 'till-fields';

/**
 * The till's controls (barcode, add-product, search, customer, 'take from' and the picked product's
 * sizes): memoised, so a scan re-renders the basket and not these (their props change only with them).
 */
export const TillControls = memo(function TillControls({
  onScan,
  onCamera,
  onAdd,
  productId,
  onProduct,
  canCustomers,
  online,
  customer,
  customerRecord,
  onCustomer,
  onCreateCustomer,
  places,
  onFromPlace,
  fromPlace,
  onPick,
  productSearch,
  sizesOf,
}: {
  onScan: (code: string) => void;
  onCamera: () => void;
  onAdd: () => void;
  productId: number | null;
  onProduct: (id: number | null) => void;
  canCustomers: boolean;
  /** false: the server cannot be reached (the customer needs it) */
  online: boolean;
  customer: Cart['customer'] | null;
  customerRecord: CustomerSeen | undefined;
  onCustomer: (id: number | null) => void;
  /** null: the role may not create customers */
  onCreateCustomer: (() => void) | null;
  places: { id: number; name: string }[] | undefined;
  onFromPlace: (id: number) => void;
  /** the place scans and picks take their units from (the 'take from' select's value) */
  fromPlace: { id: number; name: string };
  onPick: (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => void;
  /** the product search's options (useTill: the server's, or offline the local catalogue's) */
  productSearch: RemoteSource;
  sizesOf: SizesOf;
}) {
  const translate = useTranslate();
  const known = useMemo(() => (customer ? [customer] : undefined), [customer]);
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <BarcodeField onScan={onScan} onCamera={onCamera} sx={FIELD_BOX} />
          {/* its lists of products and stock are the server's: offline, a scan or the search adds instead */}
          <Box sx={{ flex: '0 0 auto', alignSelf: 'flex-start' }}>
            <Button variant="outlined" onClick={onAdd} disabled={!online} startIcon={<AddIcon />} sx={{ height: 40 }} data-testid="sale-add-product">
              {translate('app.sale.add_product')}
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, ml: 0.5 }}>
                (F4)
              </Box>
            </Button>
            {!online && (
              <Typography variant="caption" color="warning.main" component="div" data-testid="sale-add-product-offline">
                {translate('app.sale.offline_needs_server')}
              </Typography>
            )}
          </Box>
          <Box sx={FIELD_BOX}>
            {/* the barcode field is drawn first; the searches and the place select one render later (TILL_FIELDS) */}
            <AfterFirstCommit part={TILL_FIELDS} placeholder={<FieldPlaceholder label={translate('app.sale.search')} fullWidth />}>
              <RemoteSelect resource="products" optionsFrom={productSearch} value={productId} onChange={onProduct} label={translate('app.sale.search')} testId="sale-search" />
            </AfterFirstCommit>
          </Box>
          {canCustomers && (
            <Box sx={FIELD_BOX}>
              <Stack direction="row" spacing={0.5} alignItems="flex-start">
                <AfterFirstCommit part={TILL_FIELDS} placeholder={<FieldPlaceholder label={translate('app.sale.customer')} value={customer?.name} fullWidth />}>
                  <RemoteSelect
                    resource="customers"
                    value={customer?.id ?? null}
                    known={known}
                    onChange={onCustomer}
                    label={translate('app.sale.customer')}
                    testId="sale-customer"
                    disabled={!online}
                  />
                </AfterFirstCommit>
                {onCreateCustomer && (
                  <IconButton disabled={!online} onClick={onCreateCustomer} aria-label={translate('app.sale.create_customer')} title={translate('app.sale.create_customer')} data-testid="sale-customer-create">
                    <PersonAddIcon />
                  </IconButton>
                )}
              </Stack>
              {!online && (
                <Typography variant="caption" color="warning.main" component="div" data-testid="sale-customer-offline">
                  {translate('app.sale.offline_needs_server')}
                </Typography>
              )}
              {customer && (
                <Typography variant="caption" color="text.secondary" component="div" data-testid="sale-customer-discount">
                  {translate('app.sale.customer_discount_percent', { percent: Number(customer.discount) })}
                  {customerMoney(customerRecord) && (
                    <>
                      {' · '}
                      <Box component="span" data-testid="sale-customer-balance">
                        <CustomerBalance balance={customerMoney(customerRecord)!.balance} />
                      </Box>
                    </>
                  )}
                </Typography>
              )}
            </Box>
          )}
          {(places?.length ?? 0) > 1 && (
            <AfterFirstCommit part={TILL_FIELDS} placeholder={<FieldPlaceholder label={translate('app.sale.take_from')} value={fromPlace.name} sx={FROM_PLACE_SX} />}>
              <PlaceSelect
                label={translate('app.sale.take_from')}
                value={fromPlace.id}
                onChange={onFromPlace}
                places={places!}
                sx={FROM_PLACE_SX}
                testId="sale-from-place"
              />
            </AfterFirstCommit>
          )}
        </Stack>
        {productId != null && <SizesHere productId={productId} placeId={fromPlace.id} placeName={fromPlace.name} onPick={onPick} sizesOf={sizesOf} />}
      </CardContent>
    </Card>
  );
});

/** A product and its sizes in stock where the till takes units from (useTill's sizesOf). */
export type SizesOf = (productId: number) => Promise<{ product: ProductDto | null; sizes: { size: { id: number; name: string }; quantity: number }[] }>;

/** The chosen product's sizes in stock at this place: a chip each, click (or Enter) adds one. */
function SizesHere({
  productId,
  placeId,
  placeName,
  onPick,
  sizesOf,
}: {
  productId: number;
  placeId: number;
  placeName: string;
  onPick: (product: ProductDto, size: { id: number; name: string }, place: { id: number; name: string }, inStock: number) => void;
  sizesOf: SizesOf;
}) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['pos', 'sizesHere', productId, placeId], queryFn: () => sizesOf(productId) });
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [query.data]);
  if (query.isPending) return <Loading />;
  if (!query.data) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="sale-sizes">
      <Typography variant="subtitle2" gutterBottom>
        {translate('app.sale.sizes_here')}
      </Typography>
      {query.data.sizes.length === 0 || !query.data.product ? (
        <Typography color="text.secondary">{translate('app.sale.no_data')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {query.data.sizes.map((r, i) => (
            <Chip
              key={r.size.id}
              ref={i === 0 ? first : undefined}
              clickable
              color="primary"
              variant="outlined"
              label={`${r.size.name} · ${r.quantity}`}
              onClick={() => onPick(query.data!.product!, r.size, { id: placeId, name: placeName }, r.quantity)}
              data-testid={`sale-size-${r.size.name}`}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The customer's balance, each currency it holds ('Balance: 0' when none). */
function CustomerBalance({ balance }: { balance: CustomerDto['balance'] }) {
  const translate = useTranslate();
  const held = balance.filter((b) => Number(b.amount) !== 0);
  if (!held.length) return <>{translate('app.sale.customer_no_balance')}</>;
  return (
    <>
      {translate('app.sale.customer_balance')}{' '}
      {held.map((b, i) => (
        <span key={b.currency.id}>
          {i > 0 && ', '}
          <MoneyText value={b.amount} currency={b.currency.name} />
        </span>
      ))}
    </>
  );
}
