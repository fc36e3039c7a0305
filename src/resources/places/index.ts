import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Places: the resource `management/places` (SPEC.md's /management/places). A place's view keeps the
 * spec's /management/place/{id}/view (singular `place`: a custom route, see docs/decisions.md).
 */
export const PlaceViewScreen = lazy(() => import('./PlaceView'));

export default resourceIndex({ list: ['places', () => import('./PlaceList')], icon: StoreIcon });
