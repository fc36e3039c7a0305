/**
 * Messages of the check screens and the sale info (/check, /sale/{id}/check, /sale/{id}):
 * app.check.*. The till's own texts stay in ./sale.ts (app.sale.*). en is the source; ru must have the
 * same keys (a unit test checks).
 */

export const en = {
  app: {
    preview_title: 'Check preview',
    no_check: 'No check yet: the check of the last sale or booking made here shows on this page.',
    employee: 'Employee',
    total_quantity: 'Total quantity',
    info_title: 'Sale #%{id}',
    status: 'Status',
    sum_in: 'Sum in',
    rate: '1 %{base} = %{rate} %{currency}',
    rate_label: 'Rate',
    extra_service: 'Extra service',
    payments: 'Payments',
    no_payments: 'No payment at the till',
    print_check: 'Print check',
    products: 'Products',
    col_unit_price: 'Unit price',
    status_canceled: 'cancelled',
  },
};
