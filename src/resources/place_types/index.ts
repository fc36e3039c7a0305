import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { screenOf } from '../../layout/Screen';

/** Place types: the resource `management/places/types` (SPEC.md's /management/places/types). */
export const PlaceTypeListScreen = lazy(() => import('./PlaceTypeList'));

export default { list: screenOf('place_types', PlaceTypeListScreen), icon: CategoryIcon, recordRepresentation: 'name' };
