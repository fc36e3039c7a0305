import { resourceIndex } from '../../ui/resourceIndex';

/** Product types: the resource `product_types`, its list at SPEC.md's /products/types. */
export default resourceIndex({ list: ['product_types', () => import('./ProductTypeList')] });
