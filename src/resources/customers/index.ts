import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/**
 * Customers: the resource `management/customers`: list at /management/customers and create at
 * /management/customers/create, react-admin's own paths. SPEC.md's edit path /management/customers/edit/{id}
 * (and /info) is not react-admin's edit path ({id}), so the customer page is a custom route
 * (docs/decisions.md).
 */
export const CustomerListScreen = lazy(() => import('./CustomerList'));
export const CustomerCreateScreen = lazy(() => import('./CustomerCreate'));
export const CustomerPageScreen = lazy(() => import('./CustomerPage'));

export default {
  list: screenOf('customers', CustomerListScreen),
  create: screenOf('customer_create', CustomerCreateScreen),
  icon: LabelIcon,
  recordRepresentation: 'name',
};
