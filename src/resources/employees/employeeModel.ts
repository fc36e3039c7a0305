/**
 * The employee form's pure logic: the form's values, the record -> values mapping, the
 * values -> API body mapping (amounts as decimal strings), and the contract resolvers.
 */
import type { Resolver } from 'react-hook-form';
import { employeeCreateBody, employeeFields, employeePutBody, type EmployeeDto } from '../../domain/employee/contract';
import type { Role } from '../../domain/roles';
import { amountValue } from '../../ui/AmountField';
import { contractResolver } from '../../ui/FormDialog';

/** SPEC.md 2 'Employee form': the profile card shows a fixed 70 % completeness. */
export const PROFILE_COMPLETENESS = 70;

export interface EmployeeFormValues {
  username: string;
  password: string;
  name: string;
  passport_id: string;
  phone: string;
  email: string;
  address: string;
  position: string;
  salary: string;
  salary_currency: number | '';
  sell_percent: string;
  roles: Role[];
  places: number[];
  current_workplace: number | '';
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  username: '',
  password: '',
  name: '',
  passport_id: '',
  phone: '',
  email: '',
  address: '',
  position: '',
  salary: '',
  salary_currency: '',
  sell_percent: '',
  roles: [],
  places: [],
  current_workplace: '',
};

/** A record as the form's values (no password: it has its own card). */
export function employeeFormValues(e: EmployeeDto): EmployeeFormValues {
  return {
    username: e.username,
    password: '',
    name: e.name,
    passport_id: e.passport_id,
    phone: e.phone,
    email: e.email,
    address: e.address,
    position: e.position,
    salary: e.salary,
    salary_currency: e.salary_currency?.id ?? '',
    sell_percent: e.sell_percent,
    roles: e.roles,
    places: e.places,
    current_workplace: e.current_workplace ?? '',
  };
}

const idOrNothing = (v: number | '' | null | undefined) => (v === '' || v == null ? undefined : Number(v));
const amountOr = (v: string | undefined, max?: number) => {
  const s = (v ?? '').trim();
  return s === '' ? undefined : (amountValue(s, max === undefined ? undefined : { max }) ?? s);
};

/** The form's values as the API takes them; `withPassword` for creation only. */
export function employeePayload(v: Partial<EmployeeFormValues>, withPassword: boolean) {
  return {
    username: (v.username ?? '').trim(),
    ...(withPassword ? { password: v.password ?? '' } : {}),
    name: (v.name ?? '').trim(),
    passport_id: (v.passport_id ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    email: (v.email ?? '').trim(),
    address: (v.address ?? '').trim(),
    position: (v.position ?? '').trim(),
    salary: amountOr(v.salary),
    salary_currency: idOrNothing(v.salary_currency),
    sell_percent: amountOr(v.sell_percent, 100),
    roles: v.roles ?? [],
    places: v.places ?? [],
    current_workplace: idOrNothing(v.current_workplace),
  };
}

export const employeeCreateResolver: Resolver<EmployeeFormValues> = contractResolver<EmployeeFormValues>(employeeCreateBody, (v) => employeePayload(v, true));
export const employeeEditResolver: Resolver<EmployeeFormValues> = contractResolver<EmployeeFormValues>(employeePutBody, (v) => employeePayload(v, false));

/** The personal fields of one's own profile (SPEC.md 3: everyone edits their own record). */
export const PROFILE_FIELDS = ['name', 'phone', 'email', 'address', 'passport_id'] as const;
export type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;
export const profileSchema = employeeFields.pick({ name: true, phone: true, email: true, address: true, passport_id: true });
export const profileResolver: Resolver<ProfileValues> = contractResolver<ProfileValues>(profileSchema, (v) =>
  Object.fromEntries(PROFILE_FIELDS.map((k) => [k, (v[k] ?? '').trim()])),
);
export const profileValues = (e: EmployeeDto): ProfileValues => ({ name: e.name, phone: e.phone, email: e.email, address: e.address, passport_id: e.passport_id });
