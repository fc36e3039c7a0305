/**
 * The till prints a check in its own page, at once: the check is drawn from the sale's (or the
 * booking's) own answer (saleReceiptOf: the same mapping as GET sells/{id}/check/, so nothing is read
 * again), only for paper (Receipt's printOnly: nothing of it on screen, only it on paper), and the
 * print dialog opens. No new window loading the whole app again: printing the check is the till's most
 * frequent action after the scan. /check and /sale/{id}/check stay, to print it again.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyles } from '@mui/material';
import type { SaleDto } from '../domain/sale/contract';
import type { BookingDto } from '../domain/booking/contract';
import { saleReceiptOf } from '../domain/sale/receipt';
import { SaleReceipt } from './SaleCheck';
import { BookingReceipt } from './BookingCheck';
import type { OutboxEntry } from './offline/outbox';
import { OfflineReceipt } from './offline/OfflineReceipt';

type Made = { kind: 'sale'; sale: SaleDto } | { kind: 'booking'; booking: BookingDto } | { kind: 'offline'; entry: OutboxEntry };

/** `print(made)` prints the check of a sale or a booking just made; `printed` is the element to render (in the till's page). */
export function useCheckPrint() {
  const [printed, setPrinted] = useState<{ made: Made; at: number } | null>(null);
  const print = useCallback((made: Made) => setPrinted((last) => ({ made, at: (last?.at ?? 0) + 1 })), []);
  return { print, printed: printed && <PrintedCheck key={printed.at} made={printed.made} /> };
}

/** Paper holds the check only: the app's page is not laid out at all (no blank pages after the check). */
const PAPER_ONLY = { '@media print': { 'body > *:not(#printed-check)': { display: 'none !important' } } };

/** The check on paper only, a child of <body> of its own; once it is in the page, the print dialog. */
function PrintedCheck({ made }: { made: Made }) {
  // a layout effect: the dialog opens on the committed check, before the page is painted again
  useLayoutEffect(() => {
    window.print();
  }, []);
  return (
    <>
      <GlobalStyles styles={PAPER_ONLY} />
      {/* at once in <body> (a portal of react-dom's own: MUI's Portal mounts its children one commit later) */}
      {createPortal(
        <div id="printed-check">
          {made.kind === 'offline' ? (
            <OfflineReceipt entry={made.entry} />
          ) : made.kind === 'sale' ? (
            <SaleReceipt check={saleReceiptOf(made.sale)} screen="check-printed" printOnly />
          ) : (
            <BookingReceipt booking={made.booking} screen="check-printed" printOnly />
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
