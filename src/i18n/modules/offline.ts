/**
 * The offline sales' screen (app.offline.*) and the offline sale's refusals (messages; en comes from
 * src/domain/errors.ts). en is the source; ru must have the same keys.
 */
import type { Widen } from './types';

export const en = {
  app: {
    title: 'Offline sales',
    discrepancies: 'Discrepancies',
    pending: 'Waiting for approval',
    kind: 'Kind',
    kinds: { stock_shortfall: 'Stock shortfall', price_difference: 'Price difference' },
    local_number: 'Till check',
    occurred_at: 'Sold at',
    received_at: 'Arrived',
    place: 'Place',
    seller: 'Seller',
    product: 'Product',
    size: 'Size',
    quantity: 'Units',
    till_price: 'Till price',
    server_price: 'Price now',
    total: 'Total',
    show_resolved: 'Show resolved',
    resolve: 'Resolved',
    resolve_hint: 'A stock shortfall is made good by a reception, a transfer or a write-off; then mark it resolved here.',
    resolved: 'Marked resolved',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'The sale is recorded at the time it happened',
    rejected: 'The offline sale is rejected: no stock or money moved',
    none_discrepancies: 'No discrepancies',
    none_pending: 'No offline sales wait for approval',
    /** the settings page's card: the company's offline sales' window */
    settings: {
      title: 'Offline sales',
      hours: "Sales older than this many hours wait for a manager's approval",
      hours_hint: 'Hours, from 1 to 720',
      save: 'Save',
      saved: 'Saved: sales made offline more than %{hours} hours ago wait for approval',
    },
  },
};

const ruApp: Widen<typeof en.app> = {
    title: 'Офлайн-продажи',
    discrepancies: 'Расхождения',
    pending: 'Ждут одобрения',
    kind: 'Вид',
    kinds: { stock_shortfall: 'Нехватка товара', price_difference: 'Разница в цене' },
    local_number: 'Чек кассы',
    occurred_at: 'Продано',
    received_at: 'Получено',
    place: 'Точка',
    seller: 'Продавец',
    product: 'Товар',
    size: 'Размер',
    quantity: 'Штук',
    till_price: 'Цена кассы',
    server_price: 'Цена сейчас',
    total: 'Итого',
    show_resolved: 'Показать решённые',
    resolve: 'Решено',
    resolve_hint: 'Нехватку товара закрывают приёмкой, перемещением или списанием; затем отметьте её решённой здесь.',
    resolved: 'Отмечено решённым',
    approve: 'Одобрить',
    reject: 'Отклонить',
    approved: 'Продажа записана временем, когда она была сделана',
    rejected: 'Офлайн-продажа отклонена: товар и деньги не двигались',
    none_discrepancies: 'Расхождений нет',
    none_pending: 'Нет офлайн-продаж, ждущих одобрения',
    settings: {
      title: 'Продажи без связи',
      hours: 'Продажи старше этого числа часов ждут одобрения менеджера',
      hours_hint: 'Часы, от 1 до 720',
      save: 'Сохранить',
      saved: 'Сохранено: продажи без связи старше %{hours} ч ждут одобрения',
    },
};

export const ru = {
  app: ruApp,
  messages: {
    offline_cash_only: 'Офлайн-продажа — только наличными и без клиента',
    offline_sale_rejected: 'Эту офлайн-продажу отклонил менеджер',
    offline_sale_decided: 'Эта офлайн-продажа уже одобрена или отклонена',
    offline_discrepancy_resolved: 'Это расхождение уже решено',
    offline_window_hours_range: 'Введите целое число часов от 1 до 720',
  },
};
