import { lazy } from 'react';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Products: the react-admin resource `products` (list at /products, SPEC.md's path). A product's page
 * keeps the spec's own path /product/{id} (a custom route: the resource's edit path would be /products/{id}); the resource's edit
 * path /products/{id} leads there.
 */
export const ProductPageScreen = lazy(() => import('./ProductPage'));

export default resourceIndex({
  list: ['products', () => import('./ProductList')],
  edit: ['product', () => import('./ProductEditRedirect')],
  icon: CheckroomIcon,
});
