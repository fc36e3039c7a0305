import { lazy } from 'react';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Customers: the resource `customers`: list at /management/customers and create at
 * /management/customers/create, react-admin's paths under the route table's. SPEC.md's edit path /management/customers/edit/{id}
 * (and /info) is not react-admin's edit path ({id}), so the customer page is a custom route
 * (src/pages/index.ts).
 */
export const CustomerPageScreen = lazy(() => import('./CustomerPage'));

export default resourceIndex({
  list: ['customers', () => import('./CustomerList')],
  create: ['customer_create', () => import('./CustomerCreate')],
});
