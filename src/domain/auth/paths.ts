/** The auth area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
export const loginPath = '/auth/v1/login/';
export const authInfoPath = '/auth/v1/info/';
export const logoutPath = '/auth/v1/logout/';
export const healthPath = '/health/';
export const uploadPath = '/upload/';
