import { IntegerInput, quantityRule } from '../../ui/IntegerInput';
import { SALE_QUANTITY_MAX } from '../../domain/sale/contract';

/**
 * A quantity typed in a reception's or a transfer's line: a whole number 1 .. SALE_QUANTITY_MAX (the
 * movement contract's quantity), sent on blur or Enter when it changed; a refused text keeps its message
 * ('Enter an integer' ...), a refused save shows the saved quantity again.
 */
export function QuantityCell({ value, disabled, onSave, testId, label }: { value: number; disabled: boolean; onSave: (q: number) => Promise<void>; testId: string; label: string }) {
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
      slotProps={{ htmlInput: { 'aria-label': label, style: { textAlign: 'right' } }, formHelperText: { sx: { mx: 0 } } }}
    />
  );
}
