import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/** Product types: the resource `products/types`, so its list is SPEC.md's /products/types. */
export const ProductTypeListScreen = lazy(() => import('./ProductTypeList'));

export default { list: screenOf('product_types', ProductTypeListScreen), icon: LabelIcon, recordRepresentation: 'name' };
