import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/** Vendor codes: the resource `products/vendor-codes` (SPEC.md's /products/vendor-codes). */
export const VendorCodeListScreen = lazy(() => import('./VendorCodeList'));

export default { list: screenOf('vendor_codes', VendorCodeListScreen), icon: LabelIcon, recordRepresentation: 'vendor_code' };
