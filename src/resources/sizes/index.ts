import { resourceIndex } from '../../ui/resourceIndex';

/** Sizes: the resource `sizes` at SPEC.md's /management/sizes. */
export default resourceIndex({ list: ['sizes', () => import('./SizeList')] });
