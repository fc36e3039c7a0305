import { resourceIndex } from '../../ui/resourceIndex';

/** Place types: the resource `place_types` at SPEC.md's /management/places/types. */
export default resourceIndex({ list: ['place_types', () => import('./PlaceTypeList')] });
