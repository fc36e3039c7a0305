/**
 * The product form shared by the add-product dialog and the product page (SPEC.md section 5): name,
 * model, model code, vendor code, type, cost, one price row per place type (price, discount, in percent,
 * the computed discounted price) and the online flags. Save is disabled until valid, while saving and
 * when unchanged.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, Grid, InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { CODE_MAX, NAME_MAX, costIsSet } from '../../domain/catalogue';
import { normaliseAmount } from '../../domain/fields';
import { messageKey } from '../../i18n';
import { fieldErrorText } from '../../layout/feedback';
import { MoneyText, useCompany } from '../../ui/moneyUi';
import { RemoteSelect, type RemoteOption } from '../../ui/RemoteSelect';
import { rowDiscountPrice, validateProduct, type ProductFormValues } from './productModel';
import { HeadCells, SCROLL_SHADOWS, scrollRegion } from '../../ui/CardTable';
import { MultiSelect } from '../../ui/MultiSelect';
import { FormCheck } from '../../ui/Checks';
import { useCan } from '../../providers/useCan';

const resolver: Resolver<ProductFormValues> = async (values) => {
  const errors = validateProduct(values);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** the product's current type, so it reads right before the type list is searched */
  typeOptions?: RemoteOption[];
  places: { id: number; name: string }[];
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  /** places the fields and the save button (dialog content and dialog actions, or a card) */
  layout: (fields: ReactNode, save: ReactNode) => ReactNode;
  readOnly?: boolean;
  /** the form's element id (a submit button outside the form uses form=...) */
  id: string;
  /** extra fields under the others (the image of a new product) */
  extra?: ReactNode;
  /** the extra fields changed something (counts as a change for the save button) */
  extraDirty?: boolean;
  /** focus the first field (the add dialog) */
  autoFocus?: boolean;
}

export function ProductForm({ defaultValues, typeOptions, places, onSubmit, layout, readOnly, id, extra, extraDirty, autoFocus }: ProductFormProps) {
  const translate = useTranslate();
  const { baseCurrencyName: currency } = useCompany();
  const seesCost = useCan('product.cost.read');
  const form = useForm<ProductFormValues>({ defaultValues, resolver, mode: 'all' });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isDirty, isSubmitting },
  } = form;

  // a saved product becomes the new starting point (so "unchanged" is measured from it)
  const last = useRef(defaultValues);
  useEffect(() => {
    if (last.current !== defaultValues) {
      last.current = defaultValues;
      reset(defaultValues);
    }
  }, [defaultValues, reset]);

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });

  const online = useWatch({ control, name: 'is_available_online' });
  const prices = useWatch({ control, name: 'prices' });
  // 'The cost must be set before pricing' (SPEC.md 5/8): the prices wait for a cost
  const cost = useWatch({ control, name: 'cost' });
  const pricesLocked = !costIsSet(normaliseAmount(cost ?? ''));

  const text = (name: 'name' | 'model' | 'model_code' | 'vendor_code' | 'cost', max: number | undefined, required: boolean, props: object = {}, unit?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown = fieldState.isTouched || fieldState.isDirty;
        const message = shown ? fieldErrorText(translate, fieldState.error?.message, max) : undefined;
        return (
          <TextField
            {...field}
            {...props}
            fullWidth
            size="small"
            required={required}
            disabled={readOnly}
            label={translate(`resources.products.fields.${name}`)}
            error={!!message}
            helperText={message ?? ' '}
            slotProps={{
              htmlInput: { 'data-testid': `product-${name}`, ...(unit !== undefined ? { inputMode: 'decimal', autoComplete: 'off' } : {}) },
              input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
            }}
          />
        );
      }}
    />
  );

  const fields = (
    <Box>
      <Grid container columnSpacing={2} rowSpacing={0}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', NAME_MAX, true, { autoFocus: !!autoFocus && !readOnly })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('model', NAME_MAX, true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('model_code', CODE_MAX, false)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('vendor_code', CODE_MAX, false)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="type"
            control={control}
            render={({ field, fieldState }) => {
              const message = fieldState.isTouched ? fieldErrorText(translate, fieldState.error?.message) : undefined;
              return (
                <RemoteSelect
                  resource="product_types"
                  known={typeOptions}
                  value={field.value === '' ? null : field.value}
                  onChange={(id) => field.onChange(id ?? '')}
                  onBlur={field.onBlur}
                  required
                  disabled={readOnly}
                  label={translate('resources.products.fields.type')}
                  error={!!message}
                  helperText={message ?? ' '}
                  testId="product-type"
                />
              );
            }}
          />
        </Grid>
        {/* the cost price is never sent to a role without product.cost.read: no empty 'Cost *' for them */}
        {seesCost && <Grid size={{ xs: 12, sm: 6 }}>{text('cost', undefined, true, {}, currency)}</Grid>}
      </Grid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
        {translate('app.catalogue.product.prices')}
      </Typography>
      {prices.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.catalogue.product.no_place_types')}
        </Typography>
      ) : (
        <>
          {pricesLocked && !readOnly && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="product-prices-cost-first" role="status">
              {translate(messageKey('cost_not_set'))}
            </Typography>
          )}
          <TableContainer sx={[SCROLL_SHADOWS, { mb: 2 }]} {...scrollRegion(translate('app.catalogue.product.prices'))}>
            <Table size="small" data-testid="product-prices">
              <TableHead>
                <TableRow>
                  <HeadCells
                    columns={[
                      'resources.products.fields.place_type', { text: <>{translate('resources.products.fields.price')}{currency ? `, ${currency}` : ''}</> }, 'resources.products.fields.discount',
                      'resources.products.fields.discount_in_percent', { label: 'resources.products.fields.discount_price', align: 'right' },
                    ]}
                  />
                </TableRow>
              </TableHead>
              <TableBody>
                {prices.map((row, index) => (
                  <PriceRowView key={row.place_type} index={index} control={control} readOnly={readOnly || pricesLocked} name={row.place_type_name} currency={currency} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormCheck control={control} name="is_novelty" kind="switch" label={translate('resources.products.fields.is_novelty')} disabled={readOnly} input={{ 'data-testid': 'product-is_novelty' }} />
        <FormCheck control={control} name="is_available_online" kind="switch" label={translate('resources.products.fields.is_available_online')} disabled={readOnly} input={{ 'data-testid': 'product-is_available_online' }} />
      </Box>
      {online && (
        <Controller
          name="online_places"
          control={control}
          render={({ field }) => (
            <MultiSelect
              label={translate('resources.products.fields.online_places')}
              options={places}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={readOnly}
              fullWidth
              sx={{ mt: 1 }}
              testId="product-online_places"
            />
          )}
        />
      )}
      {extra}
    </Box>
  );

  const saving = isSubmitting;
  // disabled while invalid, unchanged or saving
  const disabled = readOnly || !isValid || saving || !(isDirty || !!extraDirty);
  const save = (
    <Button type="submit" variant="contained" disabled={disabled} data-testid="product-save" startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate('ra.action.save')}
    </Button>
  );
  return (
    <form id={id} onSubmit={submit} noValidate data-testid={id}>
      {layout(fields, save)}
    </form>
  );
}

function PriceRowView({
  index,
  control,
  readOnly,
  name,
  currency,
}: {
  index: number;
  control: Control<ProductFormValues>;
  readOnly?: boolean;
  name: string;
  currency: string;
}) {
  const translate = useTranslate();
  const row = useWatch({ control, name: `prices.${index}` });
  const cell = (field: 'price' | 'discount') => (
    <Controller
      name={`prices.${index}.${field}`}
      control={control}
      render={({ field: f, fieldState }) => {
        const message = fieldState.isTouched || fieldState.isDirty ? fieldErrorText(translate, (fieldState.error as FieldError | undefined)?.message) : undefined;
        return (
          <TextField
            {...f}
            size="small"
            variant="outlined"
            margin="none"
            fullWidth={false}
            disabled={readOnly}
            error={!!message}
            helperText={message}
            placeholder="0.00"
            sx={{ minWidth: 100, maxWidth: 140 }}
            slotProps={{
              input: {
                // the price column's header names the currency; a discount says whether it is % or money
                endAdornment:
                  field === 'discount' ? (
                    <InputAdornment position="end" sx={{ '& p': { fontSize: 12 } }}>
                      {row?.discount_in_percent ? '%' : currency}
                    </InputAdornment>
                  ) : undefined,
              },
              htmlInput: {
                autoComplete: 'off',
                inputMode: 'decimal',
                'data-testid': `price-${index}-${field}`,
                'aria-label': `${translate(`resources.products.fields.${field}`)} ${name}`,
              },
            }}
          />
        );
      }}
    />
  );
  const computed = row ? rowDiscountPrice(row) : '';
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>{cell('price')}</TableCell>
      <TableCell>{cell('discount')}</TableCell>
      <TableCell>
        <FormCheck
          control={control}
          name={`prices.${index}.discount_in_percent`}
          disabled={readOnly}
          input={{ 'aria-label': `${translate('resources.products.fields.discount_in_percent')} ${name}`, 'data-testid': `price-${index}-percent` }}
        />
      </TableCell>
      <TableCell align="right" data-testid={`price-${index}-discount_price`} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {computed ? <MoneyText value={computed} currency={currency} /> : ''}
      </TableCell>
    </TableRow>
  );
}
