/** Russian messages of check (the English ones, the source with the key list, are in ./check.ts). */
import type { Widen } from './types';
import type { en } from './check';

export const ru = {
  app: {
    preview_title: 'Предпросмотр чека',
    no_check: 'Чека пока нет: здесь показывается чек последней продажи или брони, сделанной на этом устройстве.',
    employee: 'Сотрудник',
    total_quantity: 'Общее количество',
    info_title: 'Продажа №%{id}',
    status: 'Статус',
    sum_in: 'Сумма в',
    rate: '1 %{base} = %{rate} %{currency}',
    rate_label: 'Курс',
    extra_service: 'Доп. услуги',
    payments: 'Оплаты',
    no_payments: 'Оплаты в кассе не было',
    print_check: 'Печать чека',
    products: 'Товары',
    col_unit_price: 'Цена за единицу',
    status_canceled: 'отменена',
  },
} satisfies Widen<typeof en>;
