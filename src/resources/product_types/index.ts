import { resourceIndex } from '../../ui/resourceIndex';

/** Product types: the resource `product_types`, its list at SPEC.md's /products/types. */
export default resourceIndex({ name: 'product_types', list: ['product_types', () => import('./ProductTypeList')] });
