import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { screenOf } from '../../layout/Screen';

/** Product types: the resource `products/types`, so its list is SPEC.md's /products/types. */
export const ProductTypeListScreen = lazy(() => import('./ProductTypeList'));

export default { list: screenOf('product_types', ProductTypeListScreen), icon: CategoryIcon, recordRepresentation: 'name' };
