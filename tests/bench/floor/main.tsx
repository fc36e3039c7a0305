/**
 * The floor of the first-screen bench (tests/bench/firstScreen.ts): a bare react-admin app, the same
 * react-admin as the product's, one list of in-memory records, no server, no sign-in, nothing split.
 * What the product's first screen takes beyond this app's first row is the product's own waiting.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, NumberField, Resource, TextField } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';

const products = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  name: `Product ${i + 1}`,
  vendor_code: `VC-${String(i + 1).padStart(5, '0')}`,
  model: `Model ${(i % 7) + 1}`,
  price: 100 + i,
}));

// react-admin's own in-memory data provider, as its documentation's examples use it
const dataProvider = fakeDataProvider({ products });

const ProductList = () => (
  <List>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="vendor_code" />
      <TextField source="model" />
      <NumberField source="price" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="products" list={ProductList} />
  </Admin>,
);
