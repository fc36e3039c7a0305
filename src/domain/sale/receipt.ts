/**
 * A sale's receipt, from the sale itself (SPEC.md 3 'Check'): one mapping for the server's
 * GET sells/{id}/check/ (which adds the rates and what was paid in the base currency) and for the
 * till, which prints the check from the sale's own answer without reading it again. zod-free (the
 * till's chunk takes only the types of the contract).
 */
import type { SaleCheckDto, SaleDto } from './contract';

/** What the receipt shows: the check without the currency switcher's rates and the base-currency sum. */
export type SaleReceiptData = Omit<SaleCheckDto, 'currency_rates' | 'pay'>;

/**
 * The booking's prepayment a sale closed is its last payment (createSale records it after the till's
 * own); the till's payments are the others.
 */
export function saleReceiptOf(sale: SaleDto): SaleReceiptData {
  const prepaid = sale.booking && sale.payments.length ? sale.payments[sale.payments.length - 1]! : null;
  return {
    id: sale.id,
    created_at: sale.created_at,
    status: sale.status,
    method: sale.method,
    place: sale.place,
    employee: sale.seller,
    customer: sale.customer,
    currency: sale.currency,
    sell_products: sale.sell_products,
    total_quantity: sale.quantity,
    total_sum: sale.total_sum,
    total_cost_with_extra_service: sale.total_cost_with_extra_service,
    extra_service_cost: sale.extra_service_cost,
    financial_info: {
      customer: sale.customer ? { balance_payment: sale.from_balance, change_to_balance: sale.change_to_balance } : null,
      debt: sale.debt ? { amount: sale.debt.amount, covered: sale.debt.covered, currency: sale.currency, status: sale.debt.status } : null,
      payments: sale.payments,
    },
    payments: prepaid ? sale.payments.slice(0, -1) : sale.payments,
    change: sale.change,
    change_currency: sale.change.currency,
    prepayment: prepaid && sale.booking ? { booking: sale.booking, amount: prepaid.amount, currency: prepaid.currency } : null,
    fromBalance: sale.from_balance,
  };
}
