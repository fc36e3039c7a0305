/** A select of one place by its id (where stock comes from or goes to, where a debt is paid). */
import { IdSelect, type IdSelectProps } from './IdSelect';

export function PlaceSelect({ places, ...select }: Omit<IdSelectProps, 'options' | 'loading' | 'fullWidth' | 'margin' | 'onKeyDown'> & { places: readonly { id: number; name: string }[] }) {
  return <IdSelect {...select} options={places} />;
}
