/**
 * The offline sales' screen (app.offline.*) and the offline sale's refusals (messages; en comes from
 * src/domain/errors.ts). en is the source; ru must have the same keys.
 */

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
