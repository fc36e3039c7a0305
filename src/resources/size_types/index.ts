import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { screenOf } from '../../layout/Screen';

/** Size types: the resource `management/sizes/types` (SPEC.md's /management/sizes/types). */
export const SizeTypeListScreen = lazy(() => import('./SizeTypeList'));

export default { list: screenOf('size_types', SizeTypeListScreen), icon: LabelIcon, recordRepresentation: 'name' };
