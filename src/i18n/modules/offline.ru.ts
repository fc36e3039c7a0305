/** Russian messages of offline (the English ones, the source with the key list, are in ./offline.ts). */
import type { Widen } from './types';
import type { en } from './offline';

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
