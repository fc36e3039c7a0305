import { resourceIndex } from '../../ui/resourceIndex';

/** Sizes: the resource `management/sizes` (SPEC.md's /management/sizes). */
export default resourceIndex({ list: ['sizes', () => import('./SizeList')] });
