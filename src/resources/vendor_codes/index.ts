import { lazy } from 'react';
import QrCodeIcon from '@mui/icons-material/QrCode';
import { screenOf } from '../../layout/Screen';

/** Vendor codes: the resource `products/vendor-codes` (SPEC.md's /products/vendor-codes). */
export const VendorCodeListScreen = lazy(() => import('./VendorCodeList'));

export default { list: screenOf('vendor_codes', VendorCodeListScreen), icon: QrCodeIcon, recordRepresentation: 'vendor_code' };
