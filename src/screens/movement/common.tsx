/**
 * The pieces the stock movement screens share: the transfer status chip, the loading of one
 * reception or transfer, its header card, its steps and editing actions (with the editor adding lines), the
 * actions on its lines.
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Card, CardContent, Chip, IconButton, TableCell, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { TransferStatus } from '../../domain/movement/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppNotify } from '../../layout/feedback';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { AddButton } from '../../ui/AddButton';
import { LineQuantityInput } from '../../ui/LineQuantityInput';
import { ProductListEditor, type EditorLine, type ProductListEditorProps } from '../../ui/ProductListEditor';

/** SPEC.md 4: preparing, on the way, delivered (colours with AA contrast for white text). */
export function TransferStatusChip({ status }: { status: TransferStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'delivered' ? 'success' : status === 'on_the_way' ? 'primary' : 'default'} label={translate(`app.movement.status_${status}`)} data-testid={`transfer-status-${status}`} />;
}

/**
 * One reception or transfer (`area`) by its id: the query, `refresh` (reloads every query of the area:
 * the document, its lines and the lists) and the line action that reloads after.
 */
export function useMovementDocument<T>(area: 'receptions' | 'transfers', id: number, fetch: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  const document = useQuery({ queryKey: [area, 'one', id], queryFn: () => fetch(id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [area] });
  const act = useLineAction(refresh);
  return { document, refresh, act };
}

/** The header card of one reception or transfer: its facts in a grid of three columns (one on a phone). */
export function InfoCard({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1, alignItems: 'center' }}>{children}</CardContent>
    </Card>
  );
}

/** One fact of the header card: 'label: value', the value in bold. */
export function InfoField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Typography>
      {label}: <b data-testid={testId}>{children}</b>
    </Typography>
  );
}

/**
 * A change of a line (quantity, removal): runs it, then reloads; a refusal is toasted and thrown again
 * (the quantity cell keeps its text).
 */
export function useLineAction(refresh: () => Promise<unknown>) {
  const notify = useAppNotify();
  return async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (err) {
      notify.error(err);
      throw err;
    }
  };
}

/** A reception or a transfer: names its test ids (`reception-…`, `transfer-…`) and its messages. */
type DocumentKind = 'reception' | 'transfer';

/**
 * A one-time step (`step`: accept, send) of a reception or transfer (`kind`) after a confirmation: the
 * green button labelled app.movement.{step}, its test id {kind}-{step}; reloads after it.
 */
export function DocumentStepButton({
  kind,
  step,
  question,
  disabled,
  action,
  refresh,
  success,
}: {
  kind: DocumentKind;
  step: 'accept' | 'send';
  question: string;
  disabled?: boolean;
  action: (key: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  success: string;
}) {
  const translate = useTranslate();
  return <ConfirmButton variant="contained" color="success" label={translate(`app.movement.${step}`)} question={question} disabled={disabled} action={action} reload={refresh} success={success} testId={`${kind}-${step}`} />;
}

/** Removes one saved line (its refusal is already toasted by the line action). */
export function RemoveLineButton({ label, disabled, onRemove, testId }: { label: string; disabled?: boolean; onRemove: () => Promise<unknown>; testId: string }) {
  return (
    <IconButton disabled={disabled} aria-label={label} onClick={() => void onRemove().catch(() => undefined)} data-testid={testId}>
      <DeleteIcon />
    </IconButton>
  );
}

/** The quantity cell of a saved line, named by its product and size (the number alone while `disabled`). */
export function LineQuantityCell({ product, size, value, disabled, onSave, testId }: { product: string; size: string; value: number; disabled?: boolean; onSave: (quantity: number) => Promise<unknown>; testId: string }) {
  const translate = useTranslate();
  return (
    <TableCell align="right">
      <LineQuantityInput alignRight value={value} disabled={disabled} onSave={onSave} testId={testId} label={translate('app.movement.quantity_of', { product, size })} />
    </TableCell>
  );
}

/** The calls on one document its author edits: its one-time step, its deletion, adding lines. */
interface EditingCalls {
  step: (key: string) => Promise<unknown>;
  remove: (key: string) => Promise<unknown>;
  add: (lines: EditorLine[], key: string) => Promise<unknown>;
}

/**
 * What tells a reception's editing from a transfer's: its one-time step and the step's success text, the
 * list its deletion leads back to, the editor's lines (a reception's carry their cost, a transfer's stay
 * within the sender's stock).
 */
const EDITING: Record<DocumentKind, { step: 'accept' | 'send'; success: string; leaveTo: string; editor: Pick<ProductListEditorProps, 'withCost' | 'limitToStock'> }> = {
  reception: { step: 'accept', success: 'app.movement.reception_accepted', leaveTo: '/management/receptions', editor: { withCost: true } },
  transfer: { step: 'send', success: 'app.movement.transfer_sent', leaveTo: '/transfers/create-transfers', editor: { limitToStock: true } },
};

/** The calls on the document `id` of `kind`: its one-time step, its deletion, adding lines (a reception's with their cost). */
function editingCalls(dp: AppDataProvider, kind: DocumentKind, id: number): EditingCalls {
  const line = (l: EditorLine) => ({ product: l.product, size: l.size, quantity: l.quantity });
  if (kind === 'reception') return { step: (key) => dp.acceptReception(id, key), remove: (key) => dp.deleteReception(id, key), add: (lines, key) => dp.addReceptionLines(id, lines.map((l) => ({ ...line(l), cost: l.cost! })), key) };
  return { step: (key) => dp.sendTransfer(id, key), remove: (key) => dp.deleteTransfer(id, key), add: (lines, key) => dp.addTransferLines(id, lines.map(line), key) };
}

/**
 * The actions on a reception or transfer (`kind`; `document`: its id and number of lines) its author
 * still edits: add products (the shared product list editor of the stock at `place`, titled 'add
 * products': it saves the lines, then the document reloads), its one-time step asking `question` (not
 * while it has no line), `children` (e.g. clean), and delete after a confirmation (then back to its
 * list). The test ids start with the kind: -add-products, -editor, -delete, and the step's.
 */
export function EditingActions({
  kind,
  document: { id, lines },
  question,
  place,
  startEditing = false,
  canAdd = true,
  refresh,
  children,
}: {
  kind: DocumentKind;
  document: { id: number; lines: number };
  question: string;
  place: number;
  startEditing?: boolean;
  /** whether the caller may add products (a transfer's: the admin only) */
  canAdd?: boolean;
  refresh: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState(startEditing && canAdd);
  const { step, success, leaveTo, editor } = EDITING[kind];
  const calls = editingCalls(dataProvider, kind, id);
  return (
    <>
      {canAdd && <AddButton label={translate('app.movement.add_products')} onClick={() => setEditing(true)} testId={`${kind}-add-products`} />}
      <DocumentStepButton kind={kind} step={step} question={question} disabled={lines === 0} action={calls.step} refresh={refresh} success={success} />
      {children}
      <ConfirmButton color="error" label={translate('ra.action.delete')} question={translate(`app.movement.delete_${kind}_question`)} action={calls.remove} reload={refresh} onDone={() => navigate(leaveTo)} testId={`${kind}-delete`} />
      {canAdd && (
        <ProductListEditor
          {...editor}
          place={place}
          open={editing}
          onClose={() => setEditing(false)}
          title={translate('app.movement.add_products')}
          onSave={async (lines, key) => {
            await calls.add(lines, key);
            await refresh();
          }}
          testId={`${kind}-editor`}
        />
      )}
    </>
  );
}
