/**
 * Deleting a row of a table after a confirmation (a catalogue row, a barcode): `useRowDelete` holds the
 * row asked about and runs the delete under the screen's busy flag; `RowDeleteConfirm` is its dialog.
 */
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { useBusy } from './useBusy';

export interface RowDelete<T> {
  /** the row the dialog asks about, null while it is closed */
  deleting: T | null;
  ask: (row: T) => void;
  close: () => void;
  confirm: () => void;
}

/** `remove(row)` runs on confirming, under `run`; the dialog closes once it is over, done or refused. */
export function useRowDelete<T>(run: ReturnType<typeof useBusy>['run'], remove: (row: T) => Promise<void>): RowDelete<T> {
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = () => setDeleting(null);
  const confirm = () => {
    if (deleting) void run(() => remove(deleting), { settle: close });
  };
  return { deleting, ask: setDeleting, close, confirm };
}

export function RowDeleteConfirm<T>({ rowDelete, busy, title }: { rowDelete: RowDelete<T>; busy: boolean; title: (row: T | null) => string }) {
  const translate = useTranslate();
  return (
    <Confirm isOpen={!!rowDelete.deleting} loading={busy} title={title(rowDelete.deleting)} content={translate('app.catalogue.table.delete_content')} onConfirm={rowDelete.confirm} onClose={rowDelete.close} />
  );
}
