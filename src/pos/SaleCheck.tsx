/**
 * /sale/{id}/check: the receipt (SPEC.md section 2 'Check preview'), read from GET sells/{id}/check/ and
 * laid out for 80 mm receipt printers: on paper only the receipt prints (print CSS), on screen a Print
 * and a Close button. The same module serves /sale/{id} (the sale info, ./SaleInfo.tsx).
 */
import { useTranslate } from 'react-admin';
import type { SaleReceiptData } from '../domain/sale/receipt';
import type { RouteDef } from '../domain/routes';
import { inSaleCurrency, statedRates } from '../domain/sale/saleCurrency';
import { formatRate } from '../ui/amountFormat';
import { moneyLabel } from '../ui/moneyUi';
import { recordScreens } from '../ui/recordScreens';
import { ReceiptRow } from './Receipt';
import { DocumentReceipt } from './DocumentReceipt';
import { SaleInfo, useSaleCheck } from './SaleInfo';

const money = (amount: string, currency: { name: string }) => moneyLabel(amount, currency.name);

/** The check of a sale: customer, employee, place, the items, totals, payments, prepayment, change. */
export function SaleReceipt({ check: c, screen, printOnly }: { check: SaleReceiptData; screen: string; printOnly?: boolean }) {
  const translate = useTranslate();
  const info = c.financial_info;
  // the customer was told the total in the till's currency: the lines and the total are stated in it
  const priced = c.total_cost_with_extra_service;
  const lines = c.sell_products.map((l) => ({ ...l, unit_price: inSaleCurrency(c, l.unit_price), total: inSaleCurrency(c, l.total) }));
  return (
    <DocumentReceipt
      screen={screen}
      doc={{ ...c, currency: priced.currency }}
      title="app.sale.check_title"
      by={['app.check.employee', c.employee.name]}
      status={c.status === 'canceled' ? ['app.check.status', 'app.check.status_canceled'] : null}
      products={lines}
      printOnly={printOnly}
    >
      <ReceiptRow left={translate('app.check.total_quantity')} right={String(c.total_quantity)} testId="check-quantity" />
      {c.extra_service_cost && <ReceiptRow left={translate('app.sale.extra_services')} right={money(c.extra_service_cost.amount, c.extra_service_cost.currency)} />}
      <ReceiptRow left={translate('app.sale.total')} right={money(priced.amount, priced.currency)} testId="check-total" />
      {c.payments.map((p, i) => (
        <ReceiptRow key={i} left={translate('app.sale.check_payments')} right={money(p.amount, p.currency)} />
      ))}
      {statedRates(c).map((r) => (
        <ReceiptRow key={r.from.id} left={translate('app.check.rate_label')} right={translate('app.check.rate', { base: r.from.name, rate: formatRate(r.rate), currency: r.to.name })} testId={`check-rate-${r.from.name}`} />
      ))}
      {c.prepayment && <ReceiptRow left={translate('app.sale.prepayment')} right={money(c.prepayment.amount, c.prepayment.currency)} testId="check-prepayment" />}
      {c.fromBalance && <ReceiptRow left={translate('app.sale.from_balance')} right={money(c.fromBalance.amount, c.fromBalance.currency)} testId="check-from-balance" />}
      {info.debt && info.debt.status === 'open' && <ReceiptRow left={translate('app.sale.debt_amount')} right={money(info.debt.amount, info.debt.currency)} testId="check-debt" />}
      <ReceiptRow
        left={translate(info.customer?.change_to_balance ? 'app.sale.change_to_balance' : 'app.sale.check_change')}
        right={money(c.change.amount, c.change.currency)}
        testId="check-change"
      />
    </DocumentReceipt>
  );
}

/** A sale's check by id, read from the server (`ById`: also /check's, for the last sale made here); a sale that does not exist (or another company's) is said on the screen, not a blank page. */
const saleCheck = recordScreens('sale_check', useSaleCheck, (c, screen) => <SaleReceipt check={c} screen={screen} />);
export const SaleCheckById = saleCheck.ById;
const SaleCheckRoute = saleCheck.Route;

/** /sale/{id}/check (the receipt) and /sale/{id} (the sale info) share this module's route entry. */
export function SaleCheck({ route }: { route?: RouteDef }) {
  return route?.key === 'sale_info' ? <SaleInfo route={route} /> : <SaleCheckRoute route={route} />;
}

export default SaleCheck;
