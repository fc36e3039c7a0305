/**
 * The employee form's fields (SPEC.md 2 'Employee form', 3 'Employee'), shared by create and edit:
 * roles and allowed places as multi-selects, the salary per working day with its currency (AmountInput),
 * the sell percent, and the current workplace among the chosen places.
 */
import { PasswordInput, SelectArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack } from '@mui/material';
import { ROLES } from '../../domain/roles';
import { PASSPORT_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../domain/employee/contract';
import { useActivePlaces } from '../../providers/useCatalogueRefs';
import { AmountInput } from '../../ui/AmountInput';
import { useCompany } from '../../ui/moneyUi';

const F = 'resources.employees.fields';

export function EmployeeInputs({ create }: { create: boolean }) {
  const translate = useTranslate();
  const places = useActivePlaces();
  const { currencies } = useCompany();
  const chosen = (useWatch({ name: 'places' }) as number[] | undefined) ?? [];
  const placeChoices = (places.data ?? []).map((p) => ({ id: p.id, name: p.name }));
  const roleChoices = ROLES.map((r) => ({ id: r, name: translate(`app.employees.role_${r}`) }));
  const currencyId = useWatch({ name: 'salary_currency' }) as number | '' | undefined;
  const currencyName = currencies.find((c) => c.id === currencyId)?.name;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput source="username" label={`${F}.username`} isRequired helperText={false} autoComplete="off" slotProps={{ htmlInput: { maxLength: USERNAME_MAX, 'data-testid': 'employee-username' } }} />
        {create && (
          <PasswordInput source="password" label={`${F}.password`} isRequired helperText={false} autoComplete="new-password" slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'data-testid': 'employee-password' } }} />
        )}
      </Stack>
      <TextInput source="name" label={`${F}.name`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'employee-name' } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput source="passport_id" label={`${F}.passport_id`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: PASSPORT_MAX, 'data-testid': 'employee-passport' } }} />
        <TextInput source="phone" label={`${F}.phone`} isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'employee-phone' } }} />
      </Stack>
      <TextInput source="email" label={`${F}.email`} isRequired helperText={false} slotProps={{ htmlInput: { inputMode: 'email', 'data-testid': 'employee-email' } }} />
      <TextInput source="address" label={`${F}.address`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'employee-address' } }} />
      <TextInput source="position" label={`${F}.position`} isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'employee-position' } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <AmountInput source="salary" label={`${F}.salary`} currency={currencyName} helperText="app.employees.per_day" testId="employee-salary" />
        <SelectInput
          source="salary_currency"
          label={`${F}.salary_currency`}
          isRequired
          helperText={false}
          choices={currencies.map((c) => ({ id: c.id, name: c.name }))}
          slotProps={{ htmlInput: { 'data-testid': 'employee-salary-currency' } }}
        />
        <AmountInput source="sell_percent" label={`${F}.sell_percent`} rule={{ max: 100 }} testId="employee-sell-percent" />
      </Stack>
      <SelectArrayInput source="roles" label={`${F}.roles`} isRequired helperText="app.employees.roles_combine" choices={roleChoices} data-testid="employee-roles" />
      <SelectArrayInput source="places" label={`${F}.places`} isRequired helperText={false} choices={placeChoices} isPending={places.isPending} data-testid="employee-places" />
      <SelectInput
        source="current_workplace"
        label={`${F}.current_workplace`}
        isRequired
        helperText={false}
        choices={placeChoices.filter((p) => chosen.includes(p.id))}
        data-testid="employee-workplace"
      />
    </Stack>
  );
}

