import { resourceIndex } from '../../ui/resourceIndex';

/** Size types: the resource `management/sizes/types` (SPEC.md's /management/sizes/types). */
export default resourceIndex({ list: ['size_types', () => import('./SizeTypeList')] });
