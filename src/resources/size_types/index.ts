import { lazy } from 'react';
import StraightenIcon from '@mui/icons-material/Straighten';
import { screenOf } from '../../layout/Screen';

/** Size types: the resource `management/sizes/types` (SPEC.md's /management/sizes/types). */
export const SizeTypeListScreen = lazy(() => import('./SizeTypeList'));

export default { list: screenOf('size_types', SizeTypeListScreen), icon: StraightenIcon, recordRepresentation: 'name' };
