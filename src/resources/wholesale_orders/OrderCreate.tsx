/**
 * /for-wholesalers/orders/create: staff with order access enter an order for a wholesale
 * customer. The form (react-admin `Form`, the contract's `orderHeaderBody`) takes the customer (the
 * searchable remote dropdown, 20 a page as the list's customer filter), the customer's company, the place
 * the goods leave from (prices are at its type) and an optional price group; 'Add products' opens the
 * shared product list editor, whose save is the one POST of the whole order with the editor's
 * Idempotency-Key (a double click makes one order). A refusal on a line shows on that line in the editor;
 * one on the order's own fields also shows at its field here. Saved: a toast, then the order's page.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { orderHeaderBody, type OrderHeaderInput } from '../../domain/wholesale/contract';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useWorkPlace } from '../../providers/session';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { contractResolver, ruleKey } from '../../ui/FormDialog';
import { Page } from '../../ui/Page';
import { ProductListEditor, type EditorLine } from '../../ui/ProductListEditor';
import { RemoteSelectInput } from '../../ui/RemoteSelectInput';

export interface OrderCreateValues {
  customer: number | null;
  company: string;
  place: number | '';
  price_group: number | null;
}

/** SPEC.md 7: the customer dropdown of the orders asks 20 a page. */
export const ORDER_CUSTOMER_PAGE = 20;
/** the order's own fields: a refusal on one of them is shown at it */
const HEADER_FIELDS = Object.keys(orderHeaderBody.shape) as (keyof OrderCreateValues)[];

/** The form's values as the API takes them: an empty company is none, no place is the caller's first. */
export function orderHeader(v: Partial<OrderCreateValues>) {
  return {
    customer: v.customer ?? null,
    ...(v.company?.trim() ? { company: v.company } : {}),
    ...(v.place != null && v.place !== '' ? { place: Number(v.place) } : {}),
    price_group: v.price_group ?? null,
  };
}

export const orderCreateResolver: Resolver<OrderCreateValues> = contractResolver<OrderCreateValues>(orderHeaderBody, orderHeader);

/** The product list editor of the order: its save sends the form's fields with the lines, once per key. */
function OrderLinesEditor({ open, place, onClose }: { open: boolean; place: number; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const { getValues, setError } = useFormContext<OrderCreateValues>();
  const save = async (lines: EditorLine[], key: string) => {
    const header: OrderHeaderInput = orderHeaderBody.parse(orderHeader(getValues()));
    try {
      const order = await dp.createOrder({ ...header, products: lines.map((l) => ({ product: l.product, size: l.size, quantity: l.quantity })) }, key);
      notify.success('app.wholesale.order_created', { id: order.id });
      navigate(`/for-wholesalers/orders/${order.id}`);
    } catch (err) {
      // the order's own fields: at their field in the form (the editor shows the text and keeps the lines)
      for (const e of errorsOf(err)) {
        if (e.field && (HEADER_FIELDS as string[]).includes(e.field)) setError(e.field as keyof OrderCreateValues, { type: 'server', message: ruleKey(e.code) }, { shouldFocus: false });
      }
      throw err;
    }
  };
  return <ProductListEditor open={open} title={translate('app.wholesale.editor_title')} place={place} onClose={onClose} onSave={save} testId="order-editor" />;
}

export function OrderCreate(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dp = useDataProvider<AppDataProvider>();
  const workPlace = useWorkPlace();
  const [editing, setEditing] = useState<number | null>(null);
  // the places the caller works at (the server refuses any other): the one the caller works at now first
  const mine = useQuery({ queryKey: ['places', 'mine'], queryFn: () => dp.myPlaces(), staleTime: 60_000 });
  const places = (mine.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) }));
  const defaultPlace = places.find((p) => p.id === workPlace?.id)?.id ?? places[0]?.id ?? '';
  const title = translate('app.wholesale.order_create_title');

  return (
    <Page title={title} testId="screen-wholesale_order_create">
      {mine.isPending && <Loading />}
      {mine.isError && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {mine.isSuccess && (
        <Card sx={{ maxWidth: 640 }}>
          <CardContent>
            <Form<OrderCreateValues>
              defaultValues={{ customer: null, company: '', place: defaultPlace, price_group: null }}
              resolver={orderCreateResolver}
              onSubmit={(values: Partial<OrderCreateValues>) => setEditing(Number(values.place || defaultPlace))}
              mode="onChange"
              noValidate
            >
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.wholesale.order_create_hint')}
              </Typography>
              <Stack spacing={1}>
                <RemoteSelectInput
                  source="customer"
                  resource="customers"
                  label="resources.wholesale_orders.fields.customer"
                  filter={{ approval_status: 'approved' }}
                  pageSize={ORDER_CUSTOMER_PAGE}
                  required
                  testId="order-create-customer"
                />
                <TextInput
                  source="company"
                  label="resources.wholesale_orders.fields.company"
                  helperText="app.wholesale.company_hint"
                  slotProps={{ htmlInput: { maxLength: 128, 'data-testid': 'order-create-company' } }}
                />
                <SelectInput
                  source="place"
                  label="app.wholesale.place"
                  choices={places}
                  helperText="app.wholesale.place_hint"
                  emptyText=""
                  data-testid="order-create-place"
                />
                <RemoteSelectInput
                  source="price_group"
                  resource="price_groups"
                  label="app.wholesale.price_group"
                  placeholder={translate('app.wholesale.price_group_none')}
                  helperText={translate('app.wholesale.price_group_hint')}
                  testId="order-create-price-group"
                />
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" startIcon={<AddShoppingCartIcon />} data-testid="order-create-products">
                  {translate('app.wholesale.add_products')}
                </Button>
                <Button onClick={() => navigate('/for-wholesalers/orders')} data-testid="order-create-cancel">
                  {translate('ra.action.cancel')}
                </Button>
              </Stack>
              {editing !== null && <OrderLinesEditor open place={editing} onClose={() => setEditing(null)} />}
            </Form>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}

export default OrderCreate;
