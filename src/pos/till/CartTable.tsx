/** The basket's table (a row per line) and its vendor-code summary. */
import { useTranslate } from 'react-admin';
import { IconButton, TableCell, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { totalIn } from '../../domain/sale/pricing';
import { MoneyText } from '../../ui/moneyUi';
import { HeadTable, HeadCells } from '../../ui/CardTable';
import { IntegerInput, quantityRule } from '../../ui/IntegerInput';
import { lineAmounts, vendorCodeSummary, type Cart, type CartLine } from '../cartModel';
import type { TillCurrency } from '../usePlacePricing';

/** The basket grouped by vendor code (SPEC.md 2 'vendor-code summary table'). */
export function VendorCodeTable({ cart, currency }: { cart: Cart; currency: TillCurrency | null }) {
  return (
    <HeadTable
      testId="sale-vendor-codes"
      head={<HeadCells columns={['app.sale.col_vendor_code', 'app.sale.col_product', 'app.sale.col_size', { label: 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.col_total', align: 'right' }]} />}
    >
      {vendorCodeSummary(cart).map((r) => (
        <TableRow key={r.vendorCode}>
          <TableCell>{r.vendorCode}</TableCell>
          <TableCell>{r.names.join(', ')}</TableCell>
          <TableCell>{r.sizes.join(', ')}</TableCell>
          <TableCell align="right">{r.quantity}</TableCell>
          <TableCell align="right">
            <MoneyText value={currency ? totalIn(r.total, currency.rate) : r.total} currency={currency?.name} />
          </TableCell>
        </TableRow>
      ))}
    </HeadTable>
  );
}

/** The cart's columns (SPEC.md 2), the customer discount one only with customer access. */
export const COLUMNS = ['col_no', 'col_product', 'col_size', 'col_place', 'col_quantity', 'col_in_stock', 'col_price', 'col_discount', 'col_customer_discount', 'col_total'];
export const RIGHT_COLUMNS = ['col_price', 'col_discount', 'col_customer_discount', 'col_total', 'col_in_stock'];
/** Columns a phone leaves out (the line keeps product, size, quantity and total; the rest is on wider screens). */
export const PHONE_HIDDEN = ['col_no', 'col_place', 'col_in_stock', 'col_price', 'col_discount', 'col_customer_discount'];
export const phoneHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

export function CartRow({
  index,
  line,
  customerDiscount,
  customerColumn,
  currency,
  onQuantity,
  onQuantityProblem,
  onRemove,
}: {
  index: number;
  line: CartLine;
  customerDiscount?: string | null;
  /** the 'customer discount' column is shown (customer access) */
  customerColumn: boolean;
  currency: TillCurrency | null;
  onQuantity: (q: number) => void;
  /** the rule's verdict on the typed quantity (null: accepted) */
  onQuantityProblem: (code: string | null) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const { unit, total } = lineAmounts(line, customerDiscount);
  const inCurrency = (v: string) => (currency ? totalIn(v, currency.rate) : v);
  // the line's own discount; the customer's applies only to a line without one (SPEC.md 9)
  const own = Number(line.discount) > 0;
  const discount = own ? (line.discount_in_percent ? `${Number(line.discount)} %` : null) : '—';
  const customers = !own && Number(customerDiscount) > 0 ? `${Number(customerDiscount)} %` : '—';
  return (
    <TableRow data-testid={`sale-line-${index}`}>
      <TableCell sx={phoneHidden}>{index + 1}</TableCell>
      <TableCell>
        {line.product.name}
        <Typography variant="caption" color="text.secondary" component="div">
          {[line.product.model, line.product.vendor_code].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>{line.size.name}</TableCell>
      <TableCell sx={phoneHidden}>{line.place.name}</TableCell>
      <TableCell>
        {/* SPEC.md 5 'Cart': a whole number, 1 .. in stock; a scanner's burst typed here still scans (useBarcodeWedge) */}
        <IntegerInput
          size="small"
          value={line.quantity}
          onChange={onQuantity}
          onProblem={onQuantityProblem}
          rule={quantityRule(line.inStock, 'maximum_quantity_exceeded')}
          testId={`sale-qty-${index}`}
          slotProps={{ htmlInput: { 'aria-label': `${translate('app.sale.col_quantity')} ${line.product.name}`, 'data-wedge-passthrough': 'true' }, formHelperText: { sx: { mx: 0 } } }}
          sx={{ width: { xs: 64, sm: 90 } }}
        />
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        {line.inStock}
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        <MoneyText value={inCurrency(line.price)} currency={currency?.name} />
      </TableCell>
      <TableCell align="right" sx={phoneHidden}>
        {discount ?? <MoneyText value={inCurrency(line.discount)} currency={currency?.name} />}
      </TableCell>
      {customerColumn && (
        <TableCell align="right" sx={phoneHidden} data-testid={`sale-line-customer-discount-${index}`}>
          {customers}
        </TableCell>
      )}
      <TableCell align="right" data-testid={`sale-line-total-${index}`}>
        <MoneyText value={inCurrency(total)} currency={currency?.name} />
        {line.quantity > 1 && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.quantity} × <MoneyText value={inCurrency(unit)} currency={currency?.name} />
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <IconButton size="small" onClick={onRemove} aria-label={translate('app.sale.remove', { name: line.product.name })} data-testid={`sale-remove-${index}`}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
