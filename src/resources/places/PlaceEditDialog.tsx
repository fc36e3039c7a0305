import { TextInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import { RemoteSelectInput } from '../../ui/RemoteSelectInput';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Place } from '../../providers/callContext';
import { placeSchema } from '../../domain/company/contract';
import { FormDialog } from '../../ui/FormDialog';
import { usePlaceTypeName } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { NAME_MAX } from './placeModel';
import { PlaceImagePicker } from './PlaceImagePicker';

interface PlaceEditValues {
  name: string;
  type: number | null;
  address: string;
  image: string | null;
}

function ImageInput() {
  const { field } = useInput({ source: 'image' });
  return <PlaceImagePicker value={field.value} onChange={(url) => field.onChange(url)} />;
}

/** Edit a place's name, type, address and image (PATCH /company/v1/places/{id}/); its currencies are edited in its view. */
export function PlaceEditDialog({ place, open, onClose }: { place: Place; open: boolean; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const typeName = usePlaceTypeName();
  const save = async (v: PlaceEditValues) => {
    const data = { name: v.name.trim(), type: v.type, address: (v.address ?? '').trim(), image: v.image ?? null };
    await dataProvider.update('places', { id: place.id, data, previousData: place });
    toast.success('app.money.places.updated');
    onClose(true);
  };
  return (
    <FormDialog<PlaceEditValues>
      open={open}
      title={translate('app.money.places.edit')}
      schema={placeSchema}
      toInput={(v) => ({ ...v, type: v.type ?? undefined })}
      defaultValues={{ name: place.name, type: place.type?.id ?? null, address: place.address ?? '', image: place.image ?? null }}
      onSubmit={save}
      onClose={() => onClose(false)}
      testId="place-edit"
    >
      <TextInput source="name" label="resources.places.fields.name" isRequired autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'place-edit-name' } }} />
      <RemoteSelectInput
        source="type"
        resource="place_types"
        label="resources.places.fields.type"
        required
        known={place.type ? [place.type] : undefined}
        optionText={(o) => typeName(o.name)}
        helperText={translate('app.money.place_types.decides_prices')}
        testId="place-edit-type"
      />
      <TextInput source="address" label="resources.places.fields.address" helperText={false} slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'place-edit-address' } }} />
      <ImageInput />
    </FormDialog>
  );
}
