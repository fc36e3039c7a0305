import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/** Sizes: the resource `management/sizes` (SPEC.md's /management/sizes). */
export const SizeListScreen = lazy(() => import('./SizeList'));

export default { list: screenOf('sizes', SizeListScreen), icon: LabelIcon, recordRepresentation: 'name' };
