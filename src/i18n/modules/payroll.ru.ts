/** Russian messages of payroll (the English ones, the source with the key list, are in ./payroll.ts). */
import type { ErrorCode } from '../../domain/errors';
import type { Widen } from './types';
import type { en } from './payroll';

export const ru = {
  app: {
    title: 'Зарплата',
    history_title: 'История выплат',
    date_after: 'С',
    date_before: 'По',
    places: 'Точки',
    all_places: 'Все точки',
    calculate: 'Рассчитать',
    employee: 'Сотрудник',
    position: 'Должность',
    days: 'Рабочих дней',
    rate: 'За день',
    salary: 'Оклад',
    sales_amount: 'Продажи',
    sell_percent: 'Продажи, %',
    sell_percent_amount: 'Процент с продаж',
    total: 'Итого',
    currency: 'Валюта',
    period: 'Период',
    pay: 'Выплатить',
    paid: 'Выплачено',
    pay_from: 'Откуда',
    company_balance: 'Баланс компании',
    pay_title: 'Выплата зарплаты',
    pay_content: 'Выплатить %{total} %{currency} сотруднику %{name} за %{after} – %{before}?',
    paid_done: 'Зарплата сотрудника %{name} выплачена',
    empty: 'Нет сотрудников за этот период',
    choose_period: 'Выберите период и нажмите «Рассчитать»',
    history_empty: 'Выплат пока нет',
    paid_by: 'Выплатил',
    paid_at: 'Дата выплаты',
    totals: 'Всего выплачено',
    export: 'Выгрузить в Excel',
    open_history: 'История',
    open_payroll: 'Зарплата',
  },
  /** Russian texts of the payroll codes (merged into app.messages; English: src/domain/errors.ts) */
  messages: {
    salary_already_paid: 'Зарплата этому сотруднику за этот период уже выплачена',
    nothing_to_pay: 'За этот период нечего выплачивать',
    no_salary_currency: 'У сотрудника не указана валюта зарплаты',
  },
} satisfies Widen<typeof en> & { messages: Partial<Record<ErrorCode, string>> };
