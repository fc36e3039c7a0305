/** The employee area's API paths (SPEC.md section 7 Company, Employees), without zod: the browser's entry may import these. */
import { apiPath } from '../apiPaths';

export const employeesPath = apiPath('company', 'employees');
/** POST {id}/set_password/: an admin sets someone's new password; anyone changes their own with the old one (SPEC.md silent on the path). */
export const employeePasswordSuffix = 'set_password/';
