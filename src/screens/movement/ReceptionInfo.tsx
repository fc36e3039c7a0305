/**
 * /management/receptions/reception-info/{id} (and .../product/{productId}: one product's sizes): the
 * reception's header, its products grouped by product with their sizes (quantities editable and lines
 * removable while not accepted), the shared product list editor to add lines (scan button included), clean, delete and
 * accept (once: the server refuses a second accept, also under two clicks).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Chip, Link, TableCell, TableRow, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { newIdempotencyKey } from '../../providers/idempotency';
import { Loading } from '../../layout/RouteGuard';
import { MoneyText, formatDateTime, useCompany, MoneyCell } from '../../ui/moneyUi';
import { Page, PageError } from '../../ui/Page';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { CardTable, HeadCells } from '../../ui/CardTable';
import { EditingActions, InfoCard, InfoField, LineQuantityCell, RemoveLineButton, useMovementDocument } from './common';

export function ReceptionInfo({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { baseCurrencyName } = useCompany();
  const params = useParams();
  const id = Number(params.id);
  const productFilter = params.productId ? Number(params.productId) : null;
  const { document: reception, refresh, act } = useMovementDocument('receptions', id, dataProvider.getReception);
  const groups = useQuery({ queryKey: ['receptions', 'groups', id], queryFn: () => dataProvider.receptionGroups(id) });

  if (reception.isPending) return <Loading />;
  if (reception.error) return <PageError testId={`screen-${route?.key ?? 'reception'}`} error={reception.error} />;
  const r = reception.data;
  const open = !r.accepted_at;
  const shown = (groups.data ?? []).filter((g) => productFilter === null || g.product.id === productFilter);

  const setQuantity = (lineId: number, quantity: number) => act(() => dataProvider.setReceptionLineQuantity(id, lineId, quantity, newIdempotencyKey()));
  /** DELETE {id}/products/{lineId}/: one saved line out (the server refuses once accepted) */
  const removeLine = (lineId: number) => act(() => dataProvider.deleteReceptionLine(id, lineId, newIdempotencyKey()));

  return (
    <Page
      title={translate('app.movement.reception_title', { number: r.number })}
      testId={`screen-${route?.key ?? 'reception'}`}
      actions={
        open && (
          <EditingActions
            kind="reception"
            document={r}
            question={translate('app.movement.accept_reception_question', { quantity: r.total_quantity, place: r.place.name })}
            place={r.place.id}
            refresh={refresh}
          >
            <ConfirmButton
              label={translate('app.movement.clean')}
              question={translate('app.movement.clean_question')}
              disabled={r.lines === 0}
              action={(key) => dataProvider.cleanReception(id, key)}
              reload={refresh}
              testId="reception-clean"
            />
          </EditingActions>
        )
      }
    >
      <InfoCard>
        <InfoField label={translate('app.movement.col_place')}>{r.place.name}</InfoField>
        <InfoField label={translate('app.movement.col_date')}>{r.date}</InfoField>
        <InfoField label={translate('app.movement.col_created_by')}>{r.created_by.name}</InfoField>
        <InfoField label={translate('app.movement.col_quantity')} testId="reception-total-quantity">
          {r.total_quantity}
        </InfoField>
        <Typography>
          {translate('app.movement.col_total_cost')}: <MoneyText value={r.total_cost} currency={baseCurrencyName} testId="reception-total-cost" />
        </Typography>
        <Box>
          {r.accepted_at ? (
            <Chip color="success" size="small" data-testid="reception-accepted" label={translate('app.movement.accepted_by', { name: r.acceptor?.name ?? '', date: formatDateTime(String(r.accepted_at)) })} />
          ) : (
            <Chip size="small" label={translate('app.movement.not_accepted')} />
          )}
        </Box>
      </InfoCard>
      {productFilter !== null && (
        <Link component={RouterLink} to={`/management/receptions/reception-info/${id}`} sx={{ display: 'inline-block', mb: 1 }}>
          {translate('app.movement.all_products')}
        </Link>
      )}
      {groups.isPending && <Loading />}
      {groups.data && shown.length === 0 && <Alert severity="info">{translate('app.movement.no_lines')}</Alert>}
      {shown.length > 0 && (
        <CardTable
          testId="reception-lines"
          head={<HeadCells columns={['app.movement.col_product', 'app.movement.col_vendor_code', 'app.movement.col_size', { label: 'app.movement.col_quantity', align: 'right' }, { label: 'app.movement.col_cost', align: 'right' }, {}]} />}
        >
          {shown.flatMap((g) =>
            g.sizes.map((s, i) => (
              <TableRow key={s.id} data-testid={`reception-line-${s.id}`}>
                {i === 0 && (
                  <TableCell rowSpan={g.sizes.length}>
                    <Link component={RouterLink} to={`/management/receptions/reception-info/${id}/product/${g.product.id}`}>
                      {g.product.name} {g.product.model}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.movement.group_total', { quantity: g.quantity })} · <MoneyText value={g.total_cost} currency={baseCurrencyName} />
                    </Typography>
                  </TableCell>
                )}
                {i === 0 && <TableCell rowSpan={g.sizes.length}>{g.product.vendor_code}</TableCell>}
                <TableCell>{s.size.name}</TableCell>
                <LineQuantityCell product={g.product.name} size={s.size.name} value={s.quantity} disabled={!open} onSave={(q) => setQuantity(s.id, q)} testId={`reception-line-quantity-${s.id}`} />
                <MoneyCell value={s.cost} currency={baseCurrencyName} />
                <TableCell padding="checkbox">
                  <RemoveLineButton
                    disabled={!open}
                    label={translate('app.movement.remove_product_size', { product: g.product.name, size: s.size.name })}
                    onRemove={() => removeLine(s.id)}
                    testId={`reception-line-remove-${s.id}`}
                  />
                </TableCell>
              </TableRow>
            )),
          )}
        </CardTable>
      )}
    </Page>
  );
}

export default ReceptionInfo;
