import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { useAllSizes } from '../../providers/useCatalogueRefs';

/** The required size select of the product page's forms (stock adjustment, barcodes): 'name (size type)'. */
export function SizeSelect({ value, onChange, testId }: { value: number | ''; onChange: (size: number | '') => void; testId: string }) {
  const translate = useTranslate();
  const sizes = useAllSizes();
  return (
    <TextField
      select
      size="small"
      required
      label={translate('app.catalogue.stock.size')}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      fullWidth={false}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {(sizes.data ?? []).map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name} ({s.type_name})
        </MenuItem>
      ))}
    </TextField>
  );
}
