import { lazy } from 'react';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Wholesale orders: the resource `wholesale_orders` (its list at SPEC.md's /for-wholesalers/orders,
 * its create view, the staff's order entry, at /for-wholesalers/orders/create). The order's page
 * /for-wholesalers/orders/{id} is not react-admin's show path ({id}/show), so it is a custom route
 * (src/pages/index.ts), as the customer page is; so is the public details table. That custom `:id` route
 * outranks the resource's own routes, so the route table gives /create a route of its own too (the same
 * screen, src/pages/index.ts).
 */
export const OrderCreateScreen = lazy(() => import('./OrderCreate'));
export const OrderPageScreen = lazy(() => import('./OrderPage'));
export const OrderDetailsTableScreen = lazy(() => import('./OrderDetailsTable'));

export default resourceIndex({
  list: ['wholesale_orders', () => import('./OrderList')],
  create: ['wholesale_order_create', () => import('./OrderCreate')],
  recordRepresentation: (o) => `#${o.id}`,
});
