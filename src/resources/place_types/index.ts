import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/** Place types: the resource `management/places/types` (SPEC.md's /management/places/types). */
export const PlaceTypeListScreen = lazy(() => import('./PlaceTypeList'));

export default { list: screenOf('place_types', PlaceTypeListScreen), icon: LabelIcon, recordRepresentation: 'name' };
