/**
 * The shared product list editor (SPEC.md section 2 'Shared product list editor', 5): a table of
 * product (server-searched select), size, quantity with minus/plus (minus disabled at 1), cost (for
 * receptions) and remove; close, save (disabled while empty or while any line is incomplete) and a
 * scan field / camera button that adds the scanned product and size (a second scan of the same one adds
 * 1 to its line). Used by receptions and transfers: `onSave(lines)` sends them all in one request with
 * one Idempotency-Key for this dialog's save; a refusal on `products.N.<field>` is shown on line N.
 *
 * A scan goes through the till's barcode scan (POST barcodes/scan/ at `place`). Sizes offered are the
 * product's own: for a transfer (`limitToStock`) the sizes it has in stock at the sender, the plus button
 * stopping at that stock and a typed quantity above it refused with its message (never cut down); for a
 * reception the sizes of the size types its barcodes use (every size when it has none: a product has no
 * size type of its own). Quantities are typed in the shared IntegerInput ('Enter an
 * integer' for 1.5); a refused one keeps Save disabled.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { AppDataProvider } from '../providers/dataProvider';
import { useIdempotencyKey } from '../providers/idempotency';
import { errorsOf } from '../providers/httpClient';
import { errorText } from '../layout/feedback';
import { messageKey } from '../i18n';
import { RemoteSelect, type RemoteOption } from './RemoteSelect';
import { AmountField, amountValue } from './AmountField';
import { IntegerInput, quantityRule } from './IntegerInput';
import { CameraScanner } from './CameraScanner';
import { useAllSizes } from '../providers/useCatalogueRefs';
import { HeadCells } from './CardTable';

export interface EditorLine {
  product: number;
  size: number;
  quantity: number;
  /** receptions: the unit cost as a decimal string */
  cost?: string;
}

interface Row {
  key: number;
  product: RemoteOption | null;
  size: number | '';
  /** the last quantity the field accepted (IntegerInput) */
  quantity: number;
  /** the typed quantity is refused ('1.5', more than the sender holds): the line is incomplete */
  quantityRefused?: boolean;
  cost: string;
}

export interface ProductListEditorProps {
  open: boolean;
  title: string;
  /** where a scanned code is looked up: the reception's place, the transfer's sender */
  place: number;
  /** transfers: only sizes in stock at `place`, quantities capped at that stock */
  limitToStock?: boolean;
  /** receptions: a cost column (required, >= 0) */
  withCost?: boolean;
  onClose: () => void;
  /** send the lines; resolves when saved (the dialog closes), rejects with the API error (shown) */
  onSave: (lines: EditorLine[], idempotencyKey: string) => Promise<unknown>;
  testId?: string;
}

/** A size a line may take; `max` = the units at the sender (transfers). */
interface SizeOption {
  id: number;
  label: string;
  max?: number;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, product: null, size: '', quantity: 1, cost: '' });
const QUANTITY_MAX = 100_000;

/** The sizes line `product` may take (see the file's comment). */
function useSizeOptions(product: number | null, place: number, limitToStock: boolean): SizeOption[] | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const allSizes = useAllSizes();
  const stock = useQuery({
    queryKey: ['placements', 'editor', product, place],
    queryFn: () => dataProvider.placements({ product: [product!], place: [place] }),
    enabled: product !== null && limitToStock,
  });
  const barcodes = useQuery({
    queryKey: ['barcodes', 'editor', product],
    queryFn: async () =>
      (await dataProvider.getList<{ id: number; size: { id: number } }>('barcodes', { filter: { product }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } })).data,
    enabled: product !== null && !limitToStock,
  });
  return useMemo(() => {
    if (product === null) return [];
    if (limitToStock) {
      return stock.data
        ?.filter((p) => p.quantity > 0)
        .map((p) => ({ id: p.size.id, label: translate('app.movement.size_in_stock', { size: p.size.name, n: p.quantity }), max: p.quantity }));
    }
    if (!allSizes.data || !barcodes.data) return undefined;
    const typeOf = new Map(allSizes.data.map((s) => [s.id, s.type]));
    const types = new Set(barcodes.data.map((b) => typeOf.get(b.size.id)).filter((t) => t !== undefined));
    return allSizes.data.filter((s) => !types.size || types.has(s.type)).map((s) => ({ id: s.id, label: `${s.name} (${s.type_name})` }));
  }, [product, limitToStock, stock.data, allSizes.data, barcodes.data, translate]);
}

function EditorRow({
  row,
  index,
  testId,
  withCost,
  place,
  limitToStock,
  error,
  update,
  remove,
}: {
  row: Row;
  index: number;
  testId: string;
  withCost: boolean;
  place: number;
  limitToStock: boolean;
  error: { text: string; row?: number; field?: string } | null;
  update: (change: Partial<Row>) => void;
  remove: () => void;
}) {
  const translate = useTranslate();
  const options = useSizeOptions(row.product?.id ?? null, place, limitToStock);
  const max = row.size === '' ? undefined : options?.find((o) => o.id === row.size)?.max;
  const i = index;
  return (
    <TableRow data-testid={`${testId}-row-${i}`} selected={error?.row === i}>
      <TableCell sx={phoneHidden}>{i + 1}</TableCell>
      <TableCell>
        <RemoteSelect
          resource="products"
          value={row.product?.id ?? null}
          known={row.product ? [row.product] : []}
          onChange={(_, option) => update({ product: option, size: '' })}
          label={translate('app.movement.col_product')}
          size="small"
          fullWidth
          testId={`${testId}-product-${i}`}
          optionText={(o) => o.name}
        />
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          fullWidth
          label={translate('app.movement.col_size')}
          value={options?.some((o) => o.id === row.size) ? row.size : ''}
          disabled={!row.product}
          onChange={(e) => update({ size: Number(e.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-size-${i}` } }}
        >
          {(options ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            size="small"
            disabled={row.quantity <= 1}
            onClick={() => update({ quantity: Math.max(1, row.quantity - 1) })}
            aria-label={translate('app.movement.minus')}
            data-testid={`${testId}-minus-${i}`}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          {/* a transfer's quantity above the sender's stock says so ('Product quantity is not enough in current place') */}
          <IntegerInput
            size="small"
            value={row.quantity}
            onChange={(quantity) => update({ quantity })}
            onProblem={(code) => update({ quantityRefused: !!code })}
            rule={quantityRule(max ?? QUANTITY_MAX, max === undefined ? undefined : 'product_quantity_not_enough')}
            problem={error?.row === i && error.field === 'quantity' ? error.text : null}
            testId={`${testId}-quantity-${i}`}
            sx={{ width: 88 }}
            slotProps={{ htmlInput: { 'aria-label': translate('app.movement.col_quantity'), style: { textAlign: 'right' } }, formHelperText: { sx: { mx: 0 } } }}
          />
          <IconButton
            size="small"
            disabled={row.quantity >= (max ?? QUANTITY_MAX)}
            onClick={() => update({ quantity: row.quantity + 1 })}
            aria-label={translate('app.movement.plus')}
            data-testid={`${testId}-plus-${i}`}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
      {withCost && (
        <TableCell>
          <AmountField size="small" value={row.cost} onChange={(cost) => update({ cost })} label={translate('app.movement.col_cost')} testId={`${testId}-cost-${i}`} />
        </TableCell>
      )}
      <TableCell>
        <IconButton onClick={remove} aria-label={translate('app.movement.remove_line', { n: i + 1 })} data-testid={`${testId}-remove-${i}`}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

interface Scanned {
  product: { id: number; name: string; model: string; cost?: string };
  size: number;
  /** units at the place (the till's scan says it) */
  inStock?: number;
}

/** The line number leaves a phone's narrow table to the product, size and quantity. */
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ProductListEditor({ open, title, place, limitToStock = false, withCost = false, onClose, onSave, testId = 'product-list-editor' }: ProductListEditorProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [rows, setRows] = useState<Row[]>([]);
  const [code, setCode] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ text: string; row?: number; field?: string } | null>(null);
  const [camera, setCamera] = useState(false);
  const { key, renew } = useIdempotencyKey();
  const codeRef = useRef<HTMLInputElement>(null);

  const complete = rows.length > 0 && rows.every((r) => r.product && r.size !== '' && r.quantity >= 1 && !r.quantityRefused && (!withCost || amountValue(r.cost) !== null));
  const update = (key: number, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const close = () => {
    if (saving) return;
    setRows([]);
    setError(null);
    setScanError(null);
    onClose();
  };

  /**
   * The till's scan at `place`. A reception receives goods the place may not hold yet: the scan's 'not in
   * stock' still names a known code, so its product and size are read from the barcode list then.
   */
  const lookUp = async (wanted: string): Promise<Scanned | null> => {
    try {
      const hit = await dataProvider.scanBarcode({ code: wanted, place });
      return { product: hit.product, size: hit.size.id, inStock: hit.in_stock };
    } catch (err) {
      if (limitToStock || errorsOf(err)[0]?.code !== 'product_is_out_of_stock') throw err;
    }
    const { data } = await dataProvider.getList<{ id: number; code: string; product: number; size: { id: number } }>('barcodes', {
      filter: { q: wanted },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    });
    const barcode = data.find((b) => b.code === wanted);
    if (!barcode) return null;
    const { data: product } = await dataProvider.getOne<Scanned['product']>('products', { id: barcode.product });
    return { product, size: barcode.size.id };
  };

  /** A barcode (typed, wedge or camera): its product and size become a line, or one more of the line. */
  const scan = async (raw: string) => {
    const wanted = raw.trim();
    if (!wanted) return;
    setScanError(null);
    try {
      const hit = await lookUp(wanted);
      if (!hit) {
        setScanError(translate(messageKey('no_such_product')));
        return;
      }
      const same = rows.find((r) => r.product?.id === hit.product.id && r.size === hit.size);
      if (same && limitToStock && hit.inStock !== undefined && same.quantity >= hit.inStock) {
        setScanError(translate(messageKey('product_quantity_not_enough')));
        return;
      }
      setRows((rs) => {
        const line = rs.find((r) => r.product?.id === hit.product.id && r.size === hit.size);
        if (line) return rs.map((r) => (r === line ? { ...r, quantity: r.quantity + 1 } : r));
        return [...rs, { ...emptyRow(), product: { id: hit.product.id, name: `${hit.product.name} ${hit.product.model}` }, size: hit.size, cost: hit.product.cost ?? '' }];
      });
      setCode('');
    } catch (err) {
      setScanError(errorText(translate, err));
    }
  };

  const save = async () => {
    if (!complete || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(
        rows.map((r) => ({ product: r.product!.id, size: Number(r.size), quantity: r.quantity, ...(withCost ? { cost: amountValue(r.cost)! } : {}) })),
        key,
      );
      renew();
      setRows([]);
      onClose();
    } catch (err) {
      const first = errorsOf(err)[0];
      const m = first?.field?.match(/^products\.(\d+)\.(\w+)$/);
      setError({ text: errorText(translate, err), row: m ? Number(m[1]) : undefined, field: m?.[2] });
    } finally {
      setSaving(false);
    }
  };

  const onCodeKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void scan(code);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby={`${testId}-title`} data-testid={testId}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2, mt: 1 }}>
          <TextField
            inputRef={codeRef}
            size="small"
            label={translate('app.movement.scan_label')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onCodeKey}
            helperText={translate('app.movement.scan_help')}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-scan`, maxLength: 64 } }}
            sx={{ minWidth: 260 }}
          />
          <Button startIcon={<PhotoCameraIcon />} onClick={() => setCamera(true)} data-testid={`${testId}-camera`}>
            {translate('app.movement.camera')}
          </Button>
          <Button startIcon={<AddIcon />} onClick={() => setRows((rs) => [...rs, emptyRow()])} data-testid={`${testId}-add-row`}>
            {translate('app.movement.add_line')}
          </Button>
        </Box>
        {scanError && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid={`${testId}-scan-error`}>
            {scanError}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid={`${testId}-error`}>
            {error.row !== undefined ? `${translate('app.movement.line_n', { n: error.row + 1 })}: ` : ''}
            {error.text}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Alert severity="info">{translate('app.movement.editor_empty')}</Alert>
        ) : (
          <TableContainer>
            <Table size="small" data-testid={`${testId}-table`}>
              <TableHead>
                <TableRow>
                  <HeadCells
                    columns={[
                      { text: '#', sx: phoneHidden }, { label: 'app.movement.col_product', sx: { minWidth: { xs: 150, sm: 220 } } }, { label: 'app.movement.col_size', sx: { minWidth: { xs: 90, sm: 110 } } },
                      'app.movement.col_quantity', withCost && { label: 'app.movement.col_cost', sx: { minWidth: 120 } }, {},
                    ]}
                  />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <EditorRow
                    key={r.key}
                    row={r}
                    index={i}
                    testId={testId}
                    withCost={withCost}
                    place={place}
                    limitToStock={limitToStock}
                    error={error}
                    update={(change) => update(r.key, change)}
                    remove={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving} data-testid={`${testId}-close`}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!complete || saving} data-testid={`${testId}-save`}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
      <CameraScanner
        open={camera}
        onClose={() => setCamera(false)}
        onScan={(scanned) => {
          setCamera(false);
          void scan(scanned);
        }}
      />
    </Dialog>
  );
}
