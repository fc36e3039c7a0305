/** The auth area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
import { apiPath } from '../apiPaths';

export const loginPath = apiPath('auth', 'login');
export const authInfoPath = apiPath('auth', 'info');
export const logoutPath = apiPath('auth', 'logout');
export const healthPath = '/health/';
export const uploadPath = '/upload/';
