/**
 * /profile/{id} (everyone, their own record): the profile card (fixed 70 % completeness, SPEC.md 2),
 * the picture (upload, remove; the sidebar avatar follows), the personal fields, is_active (only on
 * one's own record, SPEC.md 3), and one's own password with the old one.
 */
import { TextInput, Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCompany } from '../../ui/moneyUi';
import { EmployeeSheet, PasswordCard } from './EmployeeCards';
import { useEmployeePage } from './EmployeeEdit';
import { PROFILE_FIELDS, profileResolver, profileValues, type ProfileValues } from './employeeModel';

const F = 'resources.employees.fields';

export function ProfilePage({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refresh } = useCompany();
  const screen = `screen-${route?.key ?? 'profile'}`;
  const { employee, fallback, own, set, update } = useEmployeePage(screen);
  if (!employee) return fallback;
  /** the sidebar shows the signed-in person's name and picture: reload them after a change of one's own */
  const changed = (e: EmployeeDto) => {
    set(e);
    if (own) void refresh();
  };
  const save = (values: Partial<ProfileValues>) =>
    update(employee, Object.fromEntries(PROFILE_FIELDS.map((k) => [k, (values[k] ?? '').trim()])), (saved) => {
      changed(saved);
      notify.success('app.employees.profile_saved');
    });
  const setActive = async (active: boolean) => {
    try {
      const { data: saved } = await dataProvider.update<EmployeeDto>('employees', { id: employee.id, data: { is_active: active }, previousData: employee });
      set(saved);
      // switching oneself off revokes one's tokens: back to sign-in
      if (!active) navigate('/sign-in');
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={screen}>
      <Title title={translate('app.employees.profile_title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.employees.profile_title')}
      </Typography>
      <EmployeeSheet
        employee={employee}
        onPicture={changed}
        form={{
          defaultValues: profileValues(employee),
          resolver: profileResolver,
          onSubmit: save,
          fields: (
            <Stack spacing={1}>
              <TextInput source="name" label={`${F}.name`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'profile-name' } }} />
              <TextInput source="phone" label={`${F}.phone`} isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'profile-phone' } }} />
              <TextInput source="email" label={`${F}.email`} isRequired helperText={false} slotProps={{ htmlInput: { 'data-testid': 'profile-email' } }} />
              <TextInput source="address" label={`${F}.address`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'profile-address' } }} />
              <TextInput source="passport_id" label={`${F}.passport_id`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'profile-passport' } }} />
            </Stack>
          ),
          saveTestId: 'profile-save',
        }}
        below={
          own && (
            <Box sx={{ mt: 2 }}>
              <FormControlLabel
                control={<Switch checked={employee.is_active} onChange={(e) => void setActive(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'profile-active-hint' } }} data-testid="profile-active" />}
                label={translate(`${F}.is_active`)}
              />
              <Typography id="profile-active-hint" variant="caption" color="text.secondary" component="p">
                {translate('app.employees.active_hint')}
              </Typography>
            </Box>
          )
        }
      >
        {own && <PasswordCard employeeId={employee.id} own />}
      </EmployeeSheet>
    </Box>
  );
}

export default ProfilePage;
