/**
 * The shared product list editor (SPEC.md section 2 'Shared product list editor', 5): a table of
 * product (server-searched select), size, quantity with minus/plus (minus disabled at 1), cost (for
 * receptions) and remove; close, save (disabled while empty or while any line is incomplete) and a
 * scan field / camera button that adds the scanned product and size (a second scan of the same one adds
 * 1 to its line). Used by receptions and transfers: `onSave(lines)` sends them all in one request with
 * one Idempotency-Key for this dialog's save; a refusal on `products.N.<field>` is shown on line N.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
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
import { CameraScanner } from '../pos/CameraScanner';

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
  quantity: number;
  cost: string;
}

export interface ProductListEditorProps {
  open: boolean;
  title: string;
  /** receptions: a cost column (required, >= 0) */
  withCost?: boolean;
  onClose: () => void;
  /** send the lines; resolves when saved (the dialog closes), rejects with the API error (shown) */
  onSave: (lines: EditorLine[], idempotencyKey: string) => Promise<unknown>;
  testId?: string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, product: null, size: '', quantity: 1, cost: '' });

export function ProductListEditor({ open, title, withCost = false, onClose, onSave, testId = 'product-list-editor' }: ProductListEditorProps) {
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
  const sizes = useQuery({ queryKey: ['sizes', 'all'], queryFn: () => dataProvider.allSizes(), staleTime: 60_000, enabled: open });

  const complete = rows.length > 0 && rows.every((r) => r.product && r.size !== '' && r.quantity >= 1 && (!withCost || amountValue(r.cost) !== null));
  const update = (key: number, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const close = () => {
    if (saving) return;
    setRows([]);
    setError(null);
    setScanError(null);
    onClose();
  };

  /** A barcode (typed, wedge or camera): its product and size become a line, or one more of the line. */
  const scan = async (raw: string) => {
    const wanted = raw.trim();
    if (!wanted) return;
    setScanError(null);
    try {
      const { data } = await dataProvider.getList<{ id: number; code: string; product: number; size: { id: number; name: string } }>('barcodes', {
        filter: { q: wanted },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
      });
      const hit = data.find((b) => b.code === wanted);
      if (!hit) {
        setScanError(translate(messageKey('no_such_product')));
        return;
      }
      const { data: product } = await dataProvider.getOne<{ id: number; name: string; model: string; cost?: string }>('products', { id: hit.product });
      setRows((rs) => {
        const same = rs.find((r) => r.product?.id === hit.product && r.size === hit.size.id);
        if (same) return rs.map((r) => (r === same ? { ...r, quantity: r.quantity + 1 } : r));
        return [...rs, { ...emptyRow(), product: { id: product.id, name: `${product.name} ${product.model}` }, size: hit.size.id, cost: product.cost ?? '' }];
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
  const sizeOptions = useMemo(() => sizes.data ?? [], [sizes.data]);

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
                  <TableCell>#</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>{translate('app.movement.col_product')}</TableCell>
                  <TableCell sx={{ minWidth: 110 }}>{translate('app.movement.col_size')}</TableCell>
                  <TableCell>{translate('app.movement.col_quantity')}</TableCell>
                  {withCost && <TableCell sx={{ minWidth: 120 }}>{translate('app.movement.col_cost')}</TableCell>}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={r.key} data-testid={`${testId}-row-${i}`} selected={error?.row === i}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <RemoteSelect
                        resource="products"
                        value={r.product?.id ?? null}
                        known={r.product ? [r.product] : []}
                        onChange={(_, option) => update(r.key, { product: option })}
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
                        value={r.size}
                        onChange={(e) => update(r.key, { size: Number(e.target.value) })}
                        slotProps={{ htmlInput: { 'data-testid': `${testId}-size-${i}` } }}
                      >
                        {sizeOptions.map((s) => (
                          <MenuItem key={s.id} value={s.id}>
                            {s.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <IconButton
                          size="small"
                          disabled={r.quantity <= 1}
                          onClick={() => update(r.key, { quantity: Math.max(1, r.quantity - 1) })}
                          aria-label={translate('app.movement.minus')}
                          data-testid={`${testId}-minus-${i}`}
                        >
                          <RemoveIcon fontSize="small" />
                        </IconButton>
                        <TextField
                          size="small"
                          value={String(r.quantity)}
                          onChange={(e) => {
                            const v = e.target.value.replace(/\D/g, '');
                            update(r.key, { quantity: v === '' ? 0 : Math.min(100_000, Number(v)) });
                          }}
                          error={r.quantity < 1 || (error?.row === i && error.field === 'quantity')}
                          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('app.movement.col_quantity'), 'data-testid': `${testId}-quantity-${i}`, style: { width: 56, textAlign: 'right' } } }}
                        />
                        <IconButton size="small" onClick={() => update(r.key, { quantity: r.quantity + 1 })} aria-label={translate('app.movement.plus')} data-testid={`${testId}-plus-${i}`}>
                          <AddIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    </TableCell>
                    {withCost && (
                      <TableCell>
                        <AmountField
                          size="small"
                          value={r.cost}
                          onChange={(cost) => update(r.key, { cost })}
                          label={translate('app.movement.col_cost')}
                          testId={`${testId}-cost-${i}`}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <IconButton onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={translate('app.movement.remove_line', { n: i + 1 })} data-testid={`${testId}-remove-${i}`}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
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
