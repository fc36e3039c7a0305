import { resourceIndex } from '../../ui/resourceIndex';

/** Product types: the resource `products/types`, so its list is SPEC.md's /products/types. */
export default resourceIndex({ list: ['product_types', () => import('./ProductTypeList')] });
