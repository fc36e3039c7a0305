/**
 * /management/customers/create: a new customer (react-admin form + the contract's zod schema; the
 * server's refusals, e.g. 'Customer with this phone already exists', come back onto their fields).
 */
import { Form, TextInput, Title, useCreate, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { customerCreateBody } from '../../domain/customer/contract';
import type { RouteDef } from '../../domain/routes';
import { SaveButton, contractResolver, submissionErrors } from '../../ui/FormDialog';
import { AmountInput, amountValue } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';

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
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const [create] = useCreate();
  const save = async (values: Partial<CustomerFormValues>) => {
    try {
      const made = await create('customers', { data: customerPayload(values) }, { returnPromise: true });
      notify.success('app.customers.created', { name: made.name });
      navigate(`/management/customers/edit/${made.id}`);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }} data-testid="screen-customer_create">
      <Title title={translate('app.customers.add')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.customers.add')}
      </Typography>
      <Card>
        <CardContent>
          <Form defaultValues={{ name: '', phone: '', email: '', address: '', percentage_discount: '', old_debt: '' }} resolver={customerResolver} onSubmit={save} mode="onChange" noValidate>
            <CustomerInputs />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <SaveButton label="ra.action.save" testId="customer-save" />
              <Button onClick={() => navigate('/management/customers')}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

export default CustomerCreate;
