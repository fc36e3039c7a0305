/**
 * /profile/{id} (everyone, their own record): the profile card (fixed 70 % completeness, SPEC.md 2),
 * the picture (upload, remove; the sidebar avatar follows), the personal fields, is_active (only on
 * one's own record, SPEC.md 3), and one's own password with the old one.
 */
import { Form, TextInput, Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { EmployeeDto } from '../../domain/employee/contract';
import type { RouteDef } from '../../domain/routes';
import { messageKey } from '../../i18n';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useSession } from '../../layout/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { submissionErrors } from '../../ui/FormDialog';
import { useCompany } from '../../ui/moneyUi';
import { PasswordCard, PictureCard, ProfileCard } from './EmployeeCards';
import { EmployeeSaveButton } from './EmployeeInputs';
import { useEmployee } from './EmployeeEdit';
import { PROFILE_FIELDS, profileResolver, profileValues, type ProfileValues } from './employeeModel';

const F = 'resources.employees.fields';

export function ProfilePage({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useSession();
  const { refresh } = useCompany();
  const { id } = useParams();
  const { query, set } = useEmployee(Number(id));
  const screen = `screen-${route?.key ?? 'profile'}`;
  if (query.isPending && query.fetchStatus !== 'idle') return <Loading />;
  if (!query.data) {
    return (
      <Box sx={{ p: 3 }} data-testid={screen}>
        <Alert severity="error">{query.error ? errorText(translate, query.error) : translate(messageKey('not_found'))}</Alert>
      </Box>
    );
  }
  const employee = query.data;
  const own = identity?.id === employee.id;
  /** the sidebar shows the signed-in person's name and picture: reload them after a change of one's own */
  const changed = (e: EmployeeDto) => {
    set(e);
    if (own) void refresh();
  };
  const save = async (values: Partial<ProfileValues>) => {
    try {
      const data = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, (values[k] ?? '').trim()]));
      const { data: saved } = await dataProvider.update<EmployeeDto>('employees', { id: employee.id, data, previousData: employee });
      changed(saved);
      notify.success('app.employees.profile_saved');
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <ProfileCard employee={employee} />
          <PictureCard employee={employee} onChange={changed} />
        </Stack>
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Form key={employee.id} defaultValues={profileValues(employee)} resolver={profileResolver} onSubmit={save} mode="onChange" noValidate>
                <Stack spacing={1}>
                  <TextInput source="name" label={`${F}.name`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'profile-name' } }} />
                  <TextInput source="phone" label={`${F}.phone`} isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'profile-phone' } }} />
                  <TextInput source="email" label={`${F}.email`} isRequired helperText={false} slotProps={{ htmlInput: { 'data-testid': 'profile-email' } }} />
                  <TextInput source="address" label={`${F}.address`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'profile-address' } }} />
                  <TextInput source="passport_id" label={`${F}.passport_id`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'profile-passport' } }} />
                </Stack>
                <Box sx={{ mt: 2 }}>
                  <EmployeeSaveButton label="ra.action.save" testId="profile-save" />
                </Box>
              </Form>
              {own && (
                <Box sx={{ mt: 2 }}>
                  <FormControlLabel
                    control={<Switch checked={employee.is_active} onChange={(e) => void setActive(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'profile-active-hint' } }} data-testid="profile-active" />}
                    label={translate(`${F}.is_active`)}
                  />
                  <Typography id="profile-active-hint" variant="caption" color="text.secondary" component="p">
                    {translate('app.employees.active_hint')}
                  </Typography>
                </Box>
              )}
            </CardContent>
          </Card>
          {own && <PasswordCard employeeId={employee.id} own />}
        </Stack>
      </Box>
    </Box>
  );
}

export default ProfilePage;
