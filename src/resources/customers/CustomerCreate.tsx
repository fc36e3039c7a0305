/**
 * /management/customers/create: a new customer (react-admin form + the contract's zod schema; the
 * server's refusals, e.g. 'Customer with this phone already exists', come back onto their fields).
 */
import { TextInput } from 'react-admin';
import { Stack } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { customerCreateBody } from '../../domain/customer/contract';
import type { RouteDef } from '../../domain/routes';
import { contractResolver } from '../../ui/FormDialog';
import { CreateFormPage } from '../../ui/CreateFormPage';
import { amountValue } from '../../ui/AmountField';
import { AmountInput } from '../../ui/AmountInput';

export interface CustomerFormValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  percentage_discount: string;
  old_debt: string;
}

/** The form's values as the API takes them: an empty e-mail is none, the discount a decimal string. */
export function customerPayload(v: Partial<CustomerFormValues>) {
  return {
    name: (v.name ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    email: v.email?.trim() ? v.email.trim() : null,
    address: (v.address ?? '').trim(),
    ...(v.percentage_discount?.trim() ? { percentage_discount: amountValue(v.percentage_discount, { max: 100 }) ?? v.percentage_discount } : {}),
    ...(v.old_debt?.trim() ? { old_debt: amountValue(v.old_debt) ?? v.old_debt } : {}),
  };
}

export const customerResolver: Resolver<CustomerFormValues> = contractResolver<CustomerFormValues>(customerCreateBody, customerPayload);

/** The fields of a customer, shared by the create form and the customer page. */
export function CustomerInputs() {
  return (
    <Stack spacing={1}>
      <TextInput source="name" label="resources.customers.fields.name" isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'customer-name' } }} />
      <TextInput source="phone" label="resources.customers.fields.phone" isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'customer-phone' } }} />
      <TextInput source="email" label="resources.customers.fields.email" helperText={false} slotProps={{ htmlInput: { inputMode: 'email', 'data-testid': 'customer-email' } }} />
      <TextInput source="address" label="resources.customers.fields.address" helperText={false} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'customer-address' } }} />
      <AmountInput source="percentage_discount" label="resources.customers.fields.percentage_discount" optional rule={{ max: 100 }} testId="customer-discount" />
      <AmountInput source="old_debt" label="resources.customers.fields.old_debt" optional testId="customer-old-debt" />
    </Stack>
  );
}

export function CustomerCreate(_: { route?: RouteDef }) {
  return (
    <CreateFormPage<CustomerFormValues>
      resource="customers"
      title="app.customers.add"
      success="app.customers.created"
      listPath="/management/customers"
      defaultValues={{ name: '', phone: '', email: '', address: '', percentage_discount: '', old_debt: '' }}
      resolver={customerResolver}
      payload={customerPayload}
      maxWidth={640}
      testId="screen-customer_create"
      saveTestId="customer-save"
    >
      <CustomerInputs />
    </CreateFormPage>
  );
}

export default CustomerCreate;
