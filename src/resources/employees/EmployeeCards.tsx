/**
 * The cards of the employee form and the profile (SPEC.md 2 'Employee form'): the profile picture
 * (upload through the checked POST /upload/, then PATCH {picture}; remove = PATCH {picture: null}),
 * the profile card with its fixed 70 % completeness, and the password card (an admin sets another's;
 * one's own needs the old password).
 */
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Form, PasswordInput, useDataProvider, useTranslate } from 'react-admin';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod';
import { employeePasswordBody, type EmployeeDto } from '../../domain/employee/contract';
import { initialsOf } from '../../providers/session';
import { useAppNotify } from '../../layout/feedback';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SaveButton, contractResolver, submissionErrors } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import { PROFILE_COMPLETENESS } from './employeeModel';

/** The employee's form on its page: its values, rules, save, fields, the save button's test id. */
interface SheetForm<T extends FieldValues> {
  defaultValues: T;
  resolver: Resolver<T>;
  onSubmit: ComponentProps<typeof Form>['onSubmit'];
  fields: ReactNode;
  saveTestId: string;
}

/**
 * The employee form's and the profile's page: the profile and picture cards on the left, the form
 * (with its save button, then `below` in the same card) and what follows it (the password card) on the
 * right; one column on a phone.
 */
export function EmployeeSheet<T extends FieldValues>({ employee, onPicture, form, below, children }: { employee: EmployeeDto; onPicture: (e: EmployeeDto) => void; form: SheetForm<T>; below?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <ProfileCard employee={employee} />
        <PictureCard employee={employee} onChange={onPicture} />
      </Stack>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Form key={employee.id} defaultValues={form.defaultValues} resolver={form.resolver as Resolver<FieldValues>} onSubmit={form.onSubmit} mode="onChange" noValidate>
              {form.fields}
              <Box sx={{ mt: 2 }}>
                <SaveButton label="ra.action.save" testId={form.saveTestId} />
              </Box>
            </Form>
            {below}
          </CardContent>
        </Card>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A form's save of an employee: PATCH `data`, then `saved` with the answer; a refusal is toasted and
 * handed back to the form's fields.
 */
export function useEmployeeUpdate() {
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (employee: EmployeeDto, data: object, saved: (e: EmployeeDto) => void) => {
    try {
      const { data: answer } = await dataProvider.update<EmployeeDto>('employees', { id: employee.id, data, previousData: employee });
      saved(answer);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
}

/** The picture with upload and remove; `onChange` gets the updated record. */
export function PictureCard({ employee, onChange }: { employee: EmployeeDto; onChange: (e: EmployeeDto) => void }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useBusy();
  const setPicture = async (picture: string | null, success: string) => {
    const { data } = await dataProvider.update<EmployeeDto>('employees', { id: employee.id, data: { picture }, previousData: employee });
    onChange(data);
    notify.success(success);
  };
  return (
    <Card data-testid="employee-picture-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.employees.picture_title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={employee.picture ?? undefined} alt={employee.name} sx={{ width: 72, height: 72, bgcolor: 'primary.main' }} data-testid="employee-picture">
            {initialsOf(employee.name)}
          </Avatar>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={translate('app.employees.upload')}
            data-testid="employee-picture-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void run(async () => setPicture(await dataProvider.uploadPicture(file), 'app.employees.picture_updated'));
            }}
          />
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()} data-testid="employee-picture-upload">
            {busy ? <CircularProgress size={18} /> : translate('app.employees.upload')}
          </Button>
          <Button color="error" disabled={busy || !employee.picture} onClick={() => void run(() => setPicture(null, 'app.employees.picture_removed'))} data-testid="employee-picture-remove">
            {translate('app.employees.remove')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The profile card: name, position and the fixed completeness of SPEC.md 2. */
export function ProfileCard({ employee }: { employee: EmployeeDto }) {
  const translate = useTranslate();
  return (
    <Card data-testid="employee-profile-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {employee.name || employee.username}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {employee.position || translate('app.layout.default_position')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" id="employee-completeness-label">
            {translate('app.employees.completeness')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={PROFILE_COMPLETENESS}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-labelledby="employee-completeness-label"
            data-testid="employee-completeness"
          />
          <Typography variant="body2">{PROFILE_COMPLETENESS}%</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

interface PasswordValues {
  password: string;
  old_password: string;
}
const ownPasswordResolver: Resolver<PasswordValues> = contractResolver<PasswordValues>(
  employeePasswordBody.extend({ old_password: z.string({ error: 'required' }).min(1, 'required') }),
);
const adminPasswordResolver: Resolver<PasswordValues> = contractResolver<PasswordValues>(employeePasswordBody, (v) => ({ password: v.password }));

/** Set a new password: one's own with the old one (the token in use stays), another's as an admin. */
export function PasswordCard({ employeeId, own }: { employeeId: number; own: boolean }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [round, setRound] = useState(0);
  const save = async (v: Partial<PasswordValues>) => {
    try {
      await dataProvider.setEmployeePassword(employeeId, own ? { password: v.password ?? '', old_password: v.old_password } : { password: v.password ?? '' });
      notify.success('app.employees.password_changed');
      setRound((n) => n + 1);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Card data-testid="employee-password-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.employees.password_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(own ? 'app.employees.own_password_hint' : 'app.employees.password_hint')}
        </Typography>
        <Form key={round} defaultValues={{ password: '', old_password: '' }} resolver={own ? ownPasswordResolver : adminPasswordResolver} onSubmit={save} mode="onChange" noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {own && (
              <PasswordInput source="old_password" label="resources.employees.fields.old_password" helperText={false} autoComplete="current-password" slotProps={{ htmlInput: { 'data-testid': 'employee-old-password' } }} />
            )}
            <PasswordInput source="password" label="resources.employees.fields.new_password" helperText={false} autoComplete="new-password" slotProps={{ htmlInput: { 'data-testid': 'employee-new-password' } }} />
            <Box sx={{ pt: 1 }}>
              <SaveButton label="app.employees.password_set" testId="employee-password-save" />
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
