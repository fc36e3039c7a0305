/** react-admin's pages for an error, a refused access and a failed authentication: loaded by ./Admin.tsx when one is shown. */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
