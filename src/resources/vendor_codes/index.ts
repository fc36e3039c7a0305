import { resourceIndex } from '../../ui/resourceIndex';

/** Vendor codes: the resource `products/vendor-codes` (SPEC.md's /products/vendor-codes). */
export default resourceIndex({
  list: ['vendor_codes', () => import('./VendorCodeList')],
  recordRepresentation: 'vendor_code',
});
