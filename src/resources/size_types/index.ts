import { resourceIndex } from '../../ui/resourceIndex';

/** Size types: the resource `size_types` at SPEC.md's /management/sizes/types. */
export default resourceIndex({ list: ['size_types', () => import('./SizeTypeList')] });
