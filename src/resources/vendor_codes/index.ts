import { resourceIndex } from '../../ui/resourceIndex';

/** Vendor codes: the resource `vendor_codes` at SPEC.md's /products/vendor-codes. */
export default resourceIndex({
  list: ['vendor_codes', () => import('./VendorCodeList')],
  recordRepresentation: 'vendor_code',
});
