/**
 * The wholesale order's states and transitions (SPEC.md 4 'Wholesale order'): one table read by the
 * server (which refuses any other move) and by the order screen (which enables its buttons from it).
 *
 *   new --start--> in_progress --complete--> done (a sale to the customer)
 *   new | in_progress --cancel--> canceled;  new --reject--> rejected;  in_progress --release--> new
 */
export const ORDER_STATUSES = ['new', 'in_progress', 'done', 'canceled', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['start', 'release', 'complete', 'cancel', 'reject', 'edit'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** action -> the states it may start from, and the state it leads to ('edit' changes lines, not the state) */
export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus | null }> = {
  start: { from: ['new'], to: 'in_progress' },
  release: { from: ['in_progress'], to: 'new' },
  complete: { from: ['in_progress'], to: 'done' },
  cancel: { from: ['new', 'in_progress'], to: 'canceled' },
  reject: { from: ['new'], to: 'rejected' },
  edit: { from: ['new', 'in_progress'], to: null },
};

export function canOrder(status: OrderStatus, action: OrderAction): boolean {
  return ORDER_TRANSITIONS[action].from.includes(status);
}

/**
 * Why an action is refused in a state, or null when allowed. Starting an order someone already works on
 * is SPEC.md 8's 'Order is already in work'; any other refused move is 'order_status_invalid'.
 */
export function orderRefusal(status: OrderStatus, action: OrderAction): 'order_in_work' | 'order_status_invalid' | null {
  if (canOrder(status, action)) return null;
  return action === 'start' && status === 'in_progress' ? 'order_in_work' : 'order_status_invalid';
}

/**
 * Badge colours (SPEC.md 4: blue, orange, green, red, dark red), chosen dark enough for white text
 * at WCAG AA (contrast >= 4.5:1).
 */
export const ORDER_BADGE: Record<OrderStatus, { background: string; color: string }> = {
  new: { background: '#1565c0', color: '#ffffff' },
  in_progress: { background: '#b34700', color: '#ffffff' },
  done: { background: '#2e7d32', color: '#ffffff' },
  canceled: { background: '#c62828', color: '#ffffff' },
  rejected: { background: '#7f0000', color: '#ffffff' },
};
