import { resourceIndex } from '../../ui/resourceIndex';

/** Place types: the resource `management/places/types` (SPEC.md's /management/places/types). */
export default resourceIndex({ list: ['place_types', () => import('./PlaceTypeList')] });
