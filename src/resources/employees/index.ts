import { lazy } from 'react';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Employees: the resource `employees`: list at /management/employees and create at
 * /management/employees/create, react-admin's paths under the route table's. SPEC.md's edit path /management/employees/edit/{id}
 * is not react-admin's edit path ({id}), so the edit page is a custom route (as the customer page), and
 * so is the profile /profile/{id} (everyone's own record).
 */
export const EmployeeEditScreen = lazy(() => import('./EmployeeEdit'));
export const ProfileScreen = lazy(() => import('./ProfilePage'));

export default resourceIndex({
  list: ['employees', () => import('./EmployeeList')],
  create: ['employee_create', () => import('./EmployeeCreate')],
});
