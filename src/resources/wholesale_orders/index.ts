import { lazy } from 'react';
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/**
 * Wholesale orders: the resource `for-wholesalers/orders` (its list at SPEC.md's /for-wholesalers/orders).
 * The order's page /for-wholesalers/orders/{id} is not react-admin's show path ({id}/show), so it is a
 * custom route (src/pages/index.ts), as the customer page is; so is the public details table.
 */
export const OrderListScreen = lazy(() => import('./OrderList'));
export const OrderPageScreen = lazy(() => import('./OrderPage'));
export const OrderDetailsTableScreen = lazy(() => import('./OrderDetailsTable'));

export default {
  list: screenOf('wholesale_orders', OrderListScreen),
  icon: LabelIcon,
  recordRepresentation: (o: { id: number }) => `#${o.id}`,
};
