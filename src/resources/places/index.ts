import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Places: the resource `places` at SPEC.md's /management/places. A place's view keeps the
 * spec's /management/place/{id}/view (singular `place`, not the resource's {id}: a custom route).
 */
export const PlaceViewScreen = lazy(() => import('./PlaceView'));

export default resourceIndex({ list: ['places', () => import('./PlaceList')], icon: StoreIcon });
