import { useTranslate } from 'react-admin';
import { useAllSizes } from '../../providers/useCatalogueRefs';
import { IdSelect } from '../../ui/IdSelect';

/** The required size select of the product page's forms (stock adjustment, barcodes): 'name (size type)'. */
export function SizeSelect({ value, onChange, testId }: { value: number | ''; onChange: (size: number | '') => void; testId: string }) {
  const translate = useTranslate();
  const sizes = useAllSizes();
  return (
    <IdSelect
      label={translate('app.catalogue.stock.size')}
      value={value}
      onChange={onChange}
      options={sizes.data?.map((s) => ({ id: s.id, name: `${s.name} (${s.type_name})` }))}
      required
      fullWidth={false}
      sx={{ minWidth: 200 }}
      testId={testId}
    />
  );
}
