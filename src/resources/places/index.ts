import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import { screenOf } from '../../layout/Screen';

/**
 * Places: the resource `management/places` (SPEC.md's /management/places). A place's view keeps the
 * spec's /management/place/{id}/view (singular `place`: a custom route, see docs/decisions.md).
 */
export const PlaceListScreen = lazy(() => import('./PlaceList'));
export const PlaceViewScreen = lazy(() => import('./PlaceView'));

export default { list: screenOf('places', PlaceListScreen), icon: StoreIcon, recordRepresentation: 'name' };
