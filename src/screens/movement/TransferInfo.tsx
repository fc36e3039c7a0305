/**
 * /transfers/info/{id} (and /transfers/{id}/add-products, admin: the same page with the editor open):
 * sender, recipient, places, creator, the lines and the status (preparing / on the way / delivered).
 * The admin adds products with the shared product list editor (a line never exceeds the sender's
 * stock), edits quantities and removes lines (SPEC.md 6); the sender sends or deletes; the recipient
 * accepts what is on the way.
 * The printed code is shown large so the receiving shop can scan it.
 */
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { newIdempotencyKey } from '../../providers/idempotency';
import { Loading } from '../../layout/RouteGuard';
import { formatDateTime } from '../../ui/moneyUi';
import { DocumentStepButton, EditingActions, InfoCard, InfoField, LineQuantityCell, RemoveLineButton, TransferStatusChip, useMovementDocument } from './common';
import { Page, PageError } from '../../ui/Page';
import { CardTable, HeadCells } from '../../ui/CardTable';
import { useCan } from '../../providers/useCan';

export function TransferInfo({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = Number(useParams().id);
  const { document: transfer, refresh, act } = useMovementDocument('transfers', id, dataProvider.getTransfer);
  const canAddProducts = useCan('transfer.add_products');
  if (transfer.isPending) return <Loading />;
  if (transfer.error) return <PageError testId={`screen-${route?.key ?? 'transfer_info'}`} error={transfer.error} />;
  const t = transfer.data;
  return (
    <Page
      title={translate('app.movement.transfer_title', { code: t.code })}
      testId={`screen-${route?.key ?? 'transfer_info'}`}
      actions={
        <>
          {t.can_edit && (
            <EditingActions
              kind="transfer"
              document={t}
              question={translate('app.movement.send_question', { quantity: t.total_quantity, place: t.to_place.name })}
              place={t.from_place.id}
              startEditing={route?.key === 'transfer_add_products'}
              canAdd={canAddProducts}
              refresh={refresh}
            />
          )}
          {t.can_accept && (
            <DocumentStepButton
              kind="transfer"
              step="accept"
              question={translate('app.movement.accept_transfer_question', { quantity: t.total_quantity, place: t.to_place.name })}
              action={(key) => dataProvider.acceptTransfer(id, key)}
              refresh={refresh}
              success="app.movement.transfer_accepted"
            />
          )}
        </>
      }
    >
      <InfoCard>
        <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} data-testid="transfer-code-value" aria-label={translate('app.movement.col_code')}>
          {t.code}
        </Typography>
        <div>
          <TransferStatusChip status={t.status} />
          {t.kind === 'distribution' && (
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {translate('app.movement.distribution')}
            </Typography>
          )}
        </div>
        <InfoField label={translate('app.movement.col_quantity')} testId="transfer-total-quantity">
          {t.total_quantity}
        </InfoField>
        <InfoField label={translate('app.movement.col_from')} testId="transfer-from">
          {t.from_place.name}
        </InfoField>
        <InfoField label={translate('app.movement.col_to')} testId="transfer-to">
          {t.to_place.name}
        </InfoField>
        <InfoField label={translate('app.movement.col_created_by')}>{`${t.created_by.name}, ${formatDateTime(String(t.created_at))}`}</InfoField>
        {t.sent_by && <InfoField label={translate('app.movement.sent_by')}>{`${t.sent_by.name}, ${formatDateTime(String(t.sent_at))}`}</InfoField>}
        {t.accepted_by && <InfoField label={translate('app.movement.received_by')}>{`${t.accepted_by.name}, ${formatDateTime(String(t.accepted_at))}`}</InfoField>}
      </InfoCard>
      {t.products.length === 0 ? (
        <Alert severity="info" data-testid="transfer-no-lines">
          {translate(t.can_edit && !canAddProducts ? 'app.movement.no_lines_admin_adds' : 'app.movement.no_lines')}
        </Alert>
      ) : (
        <CardTable
          testId="transfer-lines"
          head={<HeadCells columns={[{ text: '#' }, 'app.movement.col_product', 'app.movement.col_vendor_code', 'app.movement.col_size', { label: 'app.movement.col_quantity', align: 'right' }, t.can_edit && canAddProducts && {}]} />}
        >
          {t.products.map((l, i) => (
            <TableRow key={l.id} data-testid={`transfer-line-${i}`}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>
                {l.product.name} {l.product.model}
              </TableCell>
              <TableCell>{l.product.vendor_code}</TableCell>
              <TableCell>{l.size.name}</TableCell>
              <LineQuantityCell
                product={l.product.name}
                size={l.size.name}
                value={l.quantity}
                disabled={!t.can_edit || !canAddProducts}
                onSave={(q) => act(() => dataProvider.setTransferLineQuantity(id, l.id, q, newIdempotencyKey()))}
                testId={`transfer-line-quantity-${i}`}
              />
              {t.can_edit && canAddProducts && (
                <TableCell>
                  <RemoveLineButton
                    label={translate('app.movement.remove_line', { n: i + 1 })}
                    onRemove={() => act(() => dataProvider.deleteTransferLine(id, l.id, newIdempotencyKey()))}
                    testId={`transfer-line-remove-${i}`}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </CardTable>
      )}
    </Page>
  );
}

export default TransferInfo;
