/**
 * Messages of the payroll screens: app.payroll.*, and the Russian texts of the area's error
 * codes (the English ones are src/domain/errors.ts). en is the source; ru has the same keys.
 */

export const en = {
  app: {
    title: 'Payroll',
    history_title: 'Payroll history',
    date_after: 'From',
    date_before: 'To',
    places: 'Places',
    all_places: 'All places',
    calculate: 'Calculate',
    employee: 'Employee',
    position: 'Position',
    days: 'Days worked',
    rate: 'Per day',
    salary: 'Salary',
    sales_amount: 'Sales',
    sell_percent: 'Sales, %',
    sell_percent_amount: 'Sales percent',
    total: 'Total',
    currency: 'Currency',
    period: 'Period',
    pay: 'Pay',
    paid: 'Paid',
    pay_from: 'Pay from',
    company_balance: 'Company balance',
    pay_title: 'Pay the salary',
    pay_content: 'Pay %{total} %{currency} to %{name} for %{after} – %{before}?',
    paid_done: 'The salary of %{name} is paid',
    empty: 'No employees for this period',
    choose_period: 'Choose a period and press Calculate',
    history_empty: 'No salaries paid yet',
    paid_by: 'Paid by',
    paid_at: 'Paid at',
    totals: 'Paid in total',
    export: 'Export to Excel',
    open_history: 'History',
    open_payroll: 'Payroll',
  },
};
