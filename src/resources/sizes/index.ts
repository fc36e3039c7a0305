import { lazy } from 'react';
import StraightenIcon from '@mui/icons-material/Straighten';
import { screenOf } from '../../layout/Screen';

/** Sizes: the resource `management/sizes` (SPEC.md's /management/sizes). */
export const SizeListScreen = lazy(() => import('./SizeList'));

export default { list: screenOf('sizes', SizeListScreen), icon: StraightenIcon, recordRepresentation: 'name' };
