import { InlineTable } from '../../ui/InlineTable';

/** /products/types: editable table of product types (# read-only id, name); add, update, delete. */
export function ProductTypeList() {
  return <InlineTable resource="product_types" area="product_types" titleKey="app.routes.product_types" />;
}

export default ProductTypeList;
