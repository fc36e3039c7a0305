/**
 * The stock of a product by size and place, its Excel report, and (admin only) the stock adjustment:
 * add or remove units of one size at one place.
 */
import { useState } from 'react';
import { useIdempotencyKey } from '../../providers/idempotency';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Divider, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import TuneIcon from '@mui/icons-material/Tune';
import { stockAdjustSchema, type ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCanWrite } from '../../ui/catalogueUi';
import { Spinner, errorText, useErrorNotify } from '../../layout/feedback';
import { StockGridTable } from '../../ui/StockGridTable';
import { IntegerInput } from '../../ui/IntegerInput';
import { PlaceSelect } from '../../ui/PlaceSelect';
import { stockGrid } from '../../domain/stockGrid';
import { useActivePlaces } from '../../providers/useCatalogueRefs';
import { SizeSelect } from './SizeSelect';
import { saveBlob } from '../../ui/vendorCodeExport';
import { FormBox } from '../../ui/FormBox';
import { BusyButton } from '../../ui/BusyButton';

export function ProductStock({ product }: { product: ProductDto }) {
  const translate = useTranslate();
  const notifyError = useErrorNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canAdjust = useCanWrite('stock');
  const [locale] = useLocaleState();
  const [downloading, setDownloading] = useState(false);
  const queryKey = ['catalogue', 'placements', product.id];
  const { data, isPending, error } = useQuery({ queryKey, queryFn: () => dataProvider.placements({ product: [product.id] }) });

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await dataProvider.placementsReport({ product: [product.id] }, locale);
      saveBlob(blob, `stock-${product.vendor_code || product.id}.xlsx`);
    } catch (e) {
      notifyError(e);
    } finally {
      setDownloading(false);
    }
  };

  const grid = data ? stockGrid(data) : null;
  return (
    <Card>
      <CardHeader
        title={translate('app.catalogue.stock.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            size="small"
            onClick={() => void download()}
            disabled={downloading || !data?.length}
            startIcon={downloading ? <CircularProgress size={16} /> : <DownloadIcon />}
            data-testid="stock-report"
          >
            {translate('app.catalogue.stock.report')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error && <Alert severity="error">{errorText(translate, error)}</Alert>}
        {isPending && <Spinner />}
        {grid && grid.sizes.length === 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="stock-empty">
            {translate('app.catalogue.stock.empty')}
          </Typography>
        )}
        {grid && grid.sizes.length > 0 && <StockGridTable grid={grid} testId="stock-grid" />}
        {canAdjust && (
          <>
            <Divider sx={{ my: 2 }} />
            <StockAdjustForm productId={product.id} onDone={() => void 0} queryKey={queryKey} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface AdjustDraft {
  size: number | '';
  place: number | '';
  /** the last change the field accepted (IntegerInput keeps the text as typed) */
  delta: number | null;
}

/** Admin: a non-zero integer change of the stock of one size at one place (through the server's ledger). */
export function StockAdjustForm({ productId, queryKey, onDone }: { productId: number; queryKey: unknown[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const places = useActivePlaces();
  const [draft, setDraft] = useState<AdjustDraft>({ size: '', place: '', delta: null });
  // the typed change is refused ('1.5', 0, letters): Apply waits until it is fixed
  const [deltaRefused, setDeltaRefused] = useState(true);
  const [saving, setSaving] = useState(false);
  const action = useIdempotencyKey();

  const parsed = stockAdjustSchema.safeParse({ product: productId, ...draft, delta: draft.delta ?? undefined });
  const ready = parsed.success && !deltaRefused;

  const submit = async () => {
    if (!ready || saving) return;
    setSaving(true);
    try {
      const result = await dataProvider.adjustStock(parsed.data, action.key);
      action.renew();
      notify('app.catalogue.stock.adjusted', { type: 'success', messageArgs: { quantity: result.quantity } });
      setDraft({ ...draft, delta: null });
      await queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'vendorCodes'] });
      onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormBox
      onSubmit={() => void submit()}
      data-testid="stock-adjust"
      aria-labelledby="stock-adjust-title"
    >
      <Typography id="stock-adjust-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <TuneIcon fontSize="small" /> {translate('app.catalogue.stock.adjust_title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <SizeSelect value={draft.size} onChange={(size) => setDraft({ ...draft, size })} testId="adjust-size" />
        <PlaceSelect
          required
          label={translate('app.catalogue.stock.place')}
          value={draft.place}
          onChange={(place) => setDraft({ ...draft, place })}
          places={places.data ?? []}
          sx={{ minWidth: 200 }}
          testId="adjust-place"
        />
        <IntegerInput
          size="small"
          required
          label={translate('app.catalogue.stock.delta')}
          value={draft.delta}
          onChange={(delta) => setDraft((d) => ({ ...d, delta }))}
          onProblem={(code) => setDeltaRefused(!!code)}
          schema={stockAdjustSchema.shape.delta}
          helperText={translate('app.catalogue.stock.delta_hint')}
          fullWidth={false}
          sx={{ width: 200 }}
          testId="adjust-delta"
        />
        <BusyButton type="submit" busy={saving} disabled={!ready} sx={{ mt: 1 }} data-testid="adjust-submit">
          {translate('app.catalogue.stock.apply')}
        </BusyButton>
      </Box>
    </FormBox>
  );
}
