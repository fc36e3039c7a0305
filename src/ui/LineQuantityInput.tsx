import { SALE_QUANTITY_MAX } from '../domain/sale/contract';
import { IntegerInput, quantityRule } from './IntegerInput';

/**
 * The quantity of a saved line (a reception's, a transfer's, a wholesale order's, a booking's): a whole number
 * 1 .. SALE_QUANTITY_MAX (the quantity of the sale or move it becomes), sent on blur or Enter when it
 * changed; a refused text keeps its message ('Enter an integer' ...), a refused save (rejected, or false)
 * shows the saved quantity again. While `disabled` the number alone.
 */
export function LineQuantityInput({
  value,
  disabled,
  onSave,
  testId,
  label,
  alignRight,
}: {
  value: number;
  disabled?: boolean;
  onSave: (quantity: number) => Promise<unknown>;
  testId: string;
  /** the field's accessible name (the line's product and size) */
  label: string;
  alignRight?: boolean;
}) {
  if (disabled) return <>{value}</>;
  return (
    <IntegerInput
      size="small"
      value={value}
      onChange={onSave}
      commitOn="blur"
      rule={quantityRule(SALE_QUANTITY_MAX)}
      testId={testId}
      sx={{ width: 96 }}
      slotProps={{ htmlInput: { 'aria-label': label, ...(alignRight ? { style: { textAlign: 'right' } } : {}) }, formHelperText: { sx: { mx: 0 } } }}
    />
  );
}
