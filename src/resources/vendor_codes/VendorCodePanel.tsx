/**
 * The expanded panel of a vendor-code row (SPEC.md section 2): a required single-select size type, a
 * required multi-select of places and Apply; then the sizes x places quantities.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { SizeTypeDto, VendorCodeRow } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Spinner, errorText } from '../../layout/feedback';
import { StockGridTable } from '../../ui/StockGridTable';
import { stockGrid } from '../../domain/stockGrid';
import { MultiSelect } from '../../ui/MultiSelect';
import { IdSelect } from '../../ui/IdSelect';
import { FormBox } from '../../ui/FormBox';

interface Applied {
  sizeType: number;
  places: number[];
}

export function VendorCodePanel({ row, places }: { row: VendorCodeRow; places: readonly { id: number; name: string }[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: sizeTypes, isPending: typesPending } = useGetList<SizeTypeDto>('size_types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [sizeType, setSizeType] = useState<number | ''>('');
  const [chosenPlaces, setChosenPlaces] = useState<number[]>([]);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [touched, setTouched] = useState(false);

  const valid = sizeType !== '' && chosenPlaces.length > 0;
  const result = useQuery({
    queryKey: ['catalogue', 'vendorCodePanel', row.vendor_code, applied],
    enabled: !!applied,
    queryFn: async () => {
      const { sizeType: st, places: ps } = applied!;
      const [sizes, placements] = await Promise.all([
        dataProvider.sizesOfType(st),
        dataProvider.placementsAll({ vendor_code: row.vendor_code, size_type: st, places: ps }),
      ]);
      return { sizes, placements };
    },
  });

  const grid =
    applied && result.data
      ? stockGrid(result.data.placements, {
          sizes: result.data.sizes.map((s) => ({ id: s.id, name: s.name })),
          places: applied.places.map((id) => places.find((p) => p.id === id) ?? { id, name: String(id) }),
        })
      : null;

  const prefix = `vc-panel-${row.vendor_code}`;
  return (
    <Box sx={{ p: 2, bgcolor: 'grey.50' }} data-testid={prefix}>
      <FormBox
        onSubmit={() => {
          setTouched(true);
          if (valid) setApplied({ sizeType: sizeType as number, places: [...chosenPlaces] });
        }}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <IdSelect
          label={translate('app.catalogue.vendor_codes.size_type')}
          value={sizeType}
          onChange={setSizeType}
          options={sizeTypes}
          loading={typesPending}
          required
          error={touched && sizeType === ''}
          helperText={touched && sizeType === '' ? translate('app.validation.required') : undefined}
          fullWidth={false}
          sx={{ minWidth: 200 }}
          testId={`${prefix}-size-type`}
        />
        <MultiSelect
          label={translate('app.catalogue.vendor_codes.places')}
          options={places}
          value={chosenPlaces}
          onChange={setChosenPlaces}
          testId={`${prefix}-places`}
          required
          error={touched && chosenPlaces.length === 0}
          helperText={touched && chosenPlaces.length === 0 ? translate('app.validation.required') : undefined}
        />
        <Button type="submit" variant="contained" disabled={!valid || result.isFetching} sx={{ mt: 1 }} data-testid={`${prefix}-apply`}>
          {translate('app.catalogue.vendor_codes.apply')}
        </Button>
      </FormBox>
      {applied && (
        <Box sx={{ mt: 2 }}>
          {result.error && <Alert severity="error">{errorText(translate, result.error)}</Alert>}
          {result.isPending && <Spinner />}
          {grid && grid.sizes.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.catalogue.vendor_codes.no_sizes')}
            </Typography>
          )}
          {grid && grid.sizes.length > 0 && <StockGridTable grid={grid} testId={`${prefix}-grid`} />}
        </Box>
      )}
    </Box>
  );
}
