/**
 * The pieces the stock movement screens share (issue 12): the transfer status chip, the loading of one
 * reception or transfer, its header card, its steps and editing actions (with the editor adding lines), the
 * actions on its lines.
 */
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Card, CardContent, Chip, IconButton, TableCell, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { TransferStatus } from '../../domain/movement/contract';
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

/** A one-time step of the document (accept, send) after a confirmation: the green button; reloads after it. */
export function DocumentStepButton({
  label,
  question,
  disabled,
  action,
  refresh,
  success,
  testId,
}: {
  label: string;
  question: string;
  disabled?: boolean;
  action: (key: string) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  success: string;
  testId: string;
}) {
  return <ConfirmButton variant="contained" color="success" label={label} question={question} disabled={disabled} action={action} reload={refresh} success={success} testId={testId} />;
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

/** A one-time step of the document (accept, send): its label, question, call, success text and test id. */
type Step = Omit<Parameters<typeof DocumentStepButton>[0], 'disabled' | 'refresh'>;

/**
 * The actions on a document its author still edits: add products (the shared product list editor titled
 * 'add products': `editor.add` saves the lines, then the document reloads), its one-time step (not while
 * it has no line), `children` (e.g. clean), and delete after a confirmation (then back to the list at
 * `leaveTo`). The test ids start with `testId`: -add-products, -editor, -delete.
 */
export function EditingActions({
  testId,
  lines,
  step,
  deleteQuestion,
  deleteAction,
  leaveTo,
  editor: { add, ...editor },
  startEditing = false,
  refresh,
  children,
}: {
  testId: string;
  lines: number;
  step: Step;
  deleteQuestion: string;
  deleteAction: (key: string) => Promise<unknown>;
  leaveTo: string;
  editor: Omit<ProductListEditorProps, 'title' | 'onSave' | 'open' | 'onClose' | 'testId'> & { add: (lines: EditorLine[], idempotencyKey: string) => Promise<unknown> };
  startEditing?: boolean;
  refresh: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(startEditing);
  return (
    <>
      <AddButton label={translate('app.movement.add_products')} onClick={() => setEditing(true)} testId={`${testId}-add-products`} />
      <DocumentStepButton {...step} disabled={lines === 0} refresh={refresh} />
      {children}
      <ConfirmButton color="error" label={translate('ra.action.delete')} question={deleteQuestion} action={deleteAction} reload={refresh} onDone={() => navigate(leaveTo)} testId={`${testId}-delete`} />
      <ProductListEditor
        {...editor}
        open={editing}
        onClose={() => setEditing(false)}
        title={translate('app.movement.add_products')}
        onSave={async (lines, key) => {
          await add(lines, key);
          await refresh();
        }}
        testId={`${testId}-editor`}
      />
    </>
  );
}
