import { lazy } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { screenOf } from '../../layout/Screen';

/**
 * Products: the react-admin resource `products` (list at /products, SPEC.md's path). A product's page
 * keeps the spec's own path /product/{id} (a custom route, see docs/decisions.md); the resource's edit
 * path /products/{id} leads there.
 */
export const ProductListScreen = lazy(() => import('./ProductList'));
export const ProductPageScreen = lazy(() => import('./ProductPage'));
const ProductEditRedirect = lazy(() => import('./ProductEditRedirect'));

export default {
  list: screenOf('products', ProductListScreen),
  edit: screenOf('product', ProductEditRedirect),
  icon: CheckroomIcon,
  recordRepresentation: 'name',
};
