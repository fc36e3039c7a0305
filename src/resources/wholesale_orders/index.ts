import { lazy } from 'react';
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/**
 * Wholesale orders: the resource `for-wholesalers/orders` (its list at SPEC.md's /for-wholesalers/orders,
 * its create view, the staff's order entry, at /for-wholesalers/orders/create). The order's page
 * /for-wholesalers/orders/{id} is not react-admin's show path ({id}/show), so it is a custom route
 * (src/pages/index.ts), as the customer page is; so is the public details table. That custom `:id` route
 * outranks the resource's own routes, so the route table gives /create a route of its own too (the same
 * screen, src/pages/index.ts).
 */
export const OrderListScreen = lazy(() => import('./OrderList'));
export const OrderCreateScreen = lazy(() => import('./OrderCreate'));
export const OrderPageScreen = lazy(() => import('./OrderPage'));
export const OrderDetailsTableScreen = lazy(() => import('./OrderDetailsTable'));

export default {
  list: screenOf('wholesale_orders', OrderListScreen),
  create: screenOf('wholesale_order_create', OrderCreateScreen),
  icon: LabelIcon,
  recordRepresentation: (o: { id: number }) => `#${o.id}`,
};
