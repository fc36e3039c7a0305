/** The auth area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
import { apiPath } from '../apiPaths';

export const loginPath = apiPath('auth', 'login');
export const authInfoPath = apiPath('auth', 'info');
export const logoutPath = apiPath('auth', 'logout');
export const healthPath = '/health/';
/** readiness: 200 when the database answers and is migrated, 503 otherwise (load balancers) */
export const readyPath = '/health/ready/';
export const uploadPath = '/upload/';
