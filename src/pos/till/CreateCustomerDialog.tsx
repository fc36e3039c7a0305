import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { customerCreateBody, type CustomerDto } from '../../domain/customer/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormDialog } from '../../ui/FormDialog';

interface NewCustomerValues {
  name: string;
  phone: string;
  email: string;
}

/** The form's values as the customer contract takes them (an empty e-mail is none). */
const newCustomerBody = (v: Partial<NewCustomerValues>) => ({
  name: (v.name ?? '').trim(),
  phone: (v.phone ?? '').trim(),
  email: v.email?.trim() ? v.email.trim() : null,
});

/** SPEC.md 2 'creatable customer select': a new customer from the till (name, phone '+' and 12 digits, e-mail optional). */
export function CreateCustomerDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (customer: CustomerDto) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = async (values: NewCustomerValues) => {
    const { data } = await dataProvider.create<CustomerDto>('customers', { data: newCustomerBody(values) });
    onCreated(data);
  };
  return (
    <FormDialog<NewCustomerValues>
      open={open}
      title={translate('app.sale.create_customer')}
      schema={customerCreateBody}
      toInput={newCustomerBody}
      defaultValues={{ name: '', phone: '', email: '' }}
      onSubmit={save}
      onClose={onClose}
      maxWidth="xs"
      testId="sale-customer-new"
    >
      <TextInput source="name" label="resources.customers.fields.name" isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'sale-customer-new-name' } }} />
      <TextInput source="phone" label="resources.customers.fields.phone" isRequired helperText="+998901234567" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'sale-customer-new-phone' } }} />
      <TextInput source="email" label="resources.customers.fields.email" helperText={false} slotProps={{ htmlInput: { inputMode: 'email', 'data-testid': 'sale-customer-new-email' } }} />
    </FormDialog>
  );
}
