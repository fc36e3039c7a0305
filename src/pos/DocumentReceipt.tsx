/** The receipt of a sale or a booking: the head both have, their lines in their currency, and what each adds below. */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../ui/moneyUi';
import { Receipt, receiptLines } from './Receipt';

/** A label's translation key and the text beside it. */
type Labelled = [label: string, text: string];

export interface ReceiptDocument {
  id: number;
  place: { name: string };
  created_at: unknown;
  customer?: { name: string } | null;
  currency: { name: string };
}

/**
 * The head: the place, who made it (`by`), when, the customer (when there is one) and the status (when
 * it is worth saying; its text a translation key too). `title` is the translation key, given the id.
 */
export function DocumentReceipt({
  screen,
  title,
  doc,
  by,
  status,
  products,
  children,
  printOnly,
}: {
  screen: string;
  title: string;
  doc: ReceiptDocument;
  by: Labelled;
  status: Labelled | null;
  products: Parameters<typeof receiptLines>[0];
  /** the rows below the lines (totals, payments) */
  children: ReactNode;
  printOnly?: boolean;
}) {
  const translate = useTranslate();
  const head: Labelled[] = [
    [translate('app.sale.check_place'), doc.place.name],
    [translate(by[0]), by[1]],
    [translate('app.sale.check_date'), formatDateTime(String(doc.created_at))],
  ];
  if (doc.customer) head.push([translate('app.sale.customer'), doc.customer.name]);
  if (status) head.push([translate(status[0]), translate(status[1])]);
  return <Receipt screen={screen} title={translate(title, { id: doc.id })} head={head} lines={receiptLines(products)} currency={doc.currency.name} foot={children} printOnly={printOnly} />;
}
