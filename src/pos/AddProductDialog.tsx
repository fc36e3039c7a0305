/**
 * The till's add-product dialog (SPEC.md 2 'Add-product search dialog'), full screen: a filter form
 * (type, model, model_code, vendor_code, size) searched on the server a page at a time (never the whole
 * catalogue in the browser); the results with the units at the till's place and the price there; a row
 * opens its size grid (src/domain/sale/sizeGrid.ts: 'a/b' sizes, totals, 'lines', 'add all', barcode
 * cells highlighted, 'no_data'). Chosen units collect in the 'selected_products' draft (a badge up to
 * 999; kept in localStorage per place, so a reload loses nothing), which saves them into the basket.
 */
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, AppBar, Badge, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import type { ProductDto } from '../domain/product/contract';
import { badgeCount, nextSizeOf, sizeGrid, unitsLeft } from '../domain/sale/sizeGrid';
import { totalIn } from '../domain/sale/pricing';
import { discountPrice } from '../domain/catalogue';
import type { AppDataProvider } from '../providers/dataProvider';
import { Loading } from '../layout/RouteGuard';
import { errorText } from '../layout/feedback';
import { MoneyText } from '../ui/moneyUi';
import { RemoteSelect } from '../ui/RemoteSelect';
import { IntegerInput, quantityRule } from '../ui/IntegerInput';
import type { TillCurrency } from './usePlacePricing';
import { HeadCells, HeadTable } from '../ui/CardTable';

export interface SelectedProduct {
  product: ProductDto;
  size: { id: number; name: string };
  quantity: number;
  /** units at the place when chosen */
  available: number;
}

const PAGE = 20;
const draftKey = (placeId: number) => `pos.selected.${placeId}`;

function loadDraft(placeId: number): SelectedProduct[] {
  try {
    const raw = localStorage.getItem(draftKey(placeId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as SelectedProduct[]).filter((s) => s && s.product && s.size && Number.isInteger(s.quantity) && s.quantity > 0) : [];
  } catch {
    return [];
  }
}

/** The draft of chosen units, kept per place in localStorage. */
function useDraft(placeId: number) {
  const [draft, setDraft] = useState<SelectedProduct[]>(() => loadDraft(placeId));
  useEffect(() => {
    try {
      localStorage.setItem(draftKey(placeId), JSON.stringify(draft));
    } catch {
      // a full storage keeps the draft in memory only
    }
  }, [draft, placeId]);
  /** add units of a size, never more than available */
  const add = (product: ProductDto, size: { id: number; name: string }, quantity: number, available: number) =>
    setDraft((d) => {
      const i = d.findIndex((s) => s.product.id === product.id && s.size.id === size.id);
      if (i < 0) return [...d, { product, size, quantity: Math.min(quantity, available), available }];
      return d.map((s, j) => (j === i ? { ...s, quantity: Math.min(s.quantity + quantity, available), available } : s));
    });
  return { draft, setDraft, add, count: draft.reduce((n, s) => n + s.quantity, 0) };
}

export function AddProductDialog({
  open,
  onClose,
  place,
  placeTypeId,
  currency,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  place: { id: number; name: string };
  placeTypeId: number | null;
  currency: TillCurrency | null;
  onSave: (selected: SelectedProduct[]) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [filters, setFilters] = useState({ type: null as number | null, model: '', model_code: '', vendor_code: '', size: '' });
  const [applied, setApplied] = useState(filters);
  const [pages, setPages] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [basketOpen, setBasketOpen] = useState(false);
  const { draft, setDraft, add, count } = useDraft(place.id);

  // the server searches 300 ms after the last key
  useEffect(() => {
    const timer = setTimeout(() => {
      setApplied(filters);
      setPages(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [filters]);

  const results = useQuery({
    queryKey: ['pos', 'addProduct', applied, pages],
    queryFn: async () => {
      const { data, total } = await dataProvider.getList<ProductDto>('products', {
        filter: { type: applied.type ?? undefined, model: applied.model.trim(), model_code: applied.model_code.trim(), vendor_code: applied.vendor_code.trim(), size: applied.size.trim() },
        pagination: { page: 1, perPage: PAGE * pages },
        sort: { field: 'id', order: 'DESC' },
      });
      // the units at this place of the listed products, in one call
      const stock = data.length ? await dataProvider.placements({ product: data.map((p) => p.id), place: [place.id] }) : [];
      const units = new Map<number, number>();
      // SPEC.md 2: the results' size column: the sizes with units at this place
      const sizes = new Map<number, string[]>();
      for (const r of stock) {
        units.set(r.product.id, (units.get(r.product.id) ?? 0) + r.quantity);
        if (r.quantity > 0 && !sizes.get(r.product.id)?.includes(r.size.name)) sizes.set(r.product.id, [...(sizes.get(r.product.id) ?? []), r.size.name]);
      }
      return { products: data, total: total ?? data.length, units, sizes };
    },
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const priceOf = (p: ProductDto) => {
    const rule = p.prices.find((r) => r.place_type === placeTypeId);
    if (!rule) return null;
    return discountPrice(rule.price, rule.discount, rule.discount_in_percent);
  };
  const field = (key: 'model' | 'model_code' | 'vendor_code' | 'size', label: string) => (
    <TextField
      size="small"
      label={label}
      value={filters[key]}
      onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))}
      slotProps={{ htmlInput: { maxLength: 64, 'data-testid': `add-product-${key}` } }}
      sx={{ flex: '1 1 140px' }}
    />
  );

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="add-product-title" data-testid="add-product">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={translate('app.sale.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="add-product-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.sale.add_product')} · {place.name}
          </Typography>
          <Button
            variant="contained"
            onClick={() => setBasketOpen(true)}
            startIcon={
              <Badge badgeContent={badgeCount(count)} color="secondary" max={Number.MAX_SAFE_INTEGER}>
                <ShoppingBasketIcon />
              </Badge>
            }
            data-testid="add-product-basket"
          >
            {translate('app.sale.selected_products')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ mb: 2 }}>
          <Box sx={{ flex: '1 1 180px' }}>
            <RemoteSelect resource="product_types" value={filters.type} onChange={(id) => setFilters((f) => ({ ...f, type: id }))} label={translate('app.sale.col_type')} testId="add-product-type" />
          </Box>
          {field('model', translate('app.sale.col_model'))}
          {field('model_code', translate('app.sale.col_model_code'))}
          {field('vendor_code', translate('app.sale.col_vendor_code'))}
          {field('size', translate('app.sale.col_size'))}
        </Stack>
        {results.error && <Alert severity="error">{errorText(translate, results.error)}</Alert>}
        {results.isPending && <Loading />}
        {results.data && results.data.products.length === 0 && <Alert severity="info">{translate('app.sale.no_data')}</Alert>}
        {results.data && results.data.products.length > 0 && (
          <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 220px)' } }}>
            <Table size="small" stickyHeader data-testid="add-product-results">
              <TableHead>
                <TableRow>
                  {/* SPEC.md's 'brand': the product's name, the trade name it is sold under (Product has no brand field) */}
                  <HeadCells
                    columns={[
                      'app.sale.col_brand', 'app.sale.col_type', 'app.sale.col_model', { label: 'app.sale.col_model_code', sx: { display: { xs: 'none', md: 'table-cell' } } }, 'app.sale.col_vendor_code',
                      { label: 'app.sale.col_place', sx: { display: { xs: 'none', md: 'table-cell' } } }, { label: 'app.sale.col_size', sx: { display: { xs: 'none', sm: 'table-cell' } } },
                      { label: 'app.sale.col_total_quantity', align: 'right' }, { label: 'app.sale.col_price', align: 'right' },
                    ]}
                  />
                </TableRow>
              </TableHead>
              <TableBody>
                {results.data.products.map((p) => {
                  const price = priceOf(p);
                  const open = expanded === p.id;
                  return (
                    <Fragment key={p.id}>
                      <TableRow hover selected={open} data-testid={`add-product-row-${p.id}`}>
                        <TableCell>
                          {/* the row opens its size grid: a button (keyboard: Tab, Enter) that says whether it is open */}
                          <Button
                            size="small"
                            onClick={() => setExpanded(open ? null : p.id)}
                            aria-expanded={open}
                            aria-controls={`size-grid-${p.id}`}
                            sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start' }}
                          >
                            {p.name}
                          </Button>
                        </TableCell>
                        <TableCell>{p.type.name}</TableCell>
                        <TableCell>{p.model}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{p.model_code}</TableCell>
                        <TableCell>{p.vendor_code}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{place.name}</TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} data-testid={`add-product-sizes-${p.id}`}>
                          {results.data.sizes.get(p.id)?.join(', ') ?? '—'}
                        </TableCell>
                        <TableCell align="right">{results.data.units.get(p.id) ?? 0}</TableCell>
                        <TableCell align="right">
                          {price === null ? (
                            <Typography variant="body2" color="error">
                              {translate('app.sale.price_not_set')}
                            </Typography>
                          ) : currency ? (
                            <MoneyText value={totalIn(price, currency.rate)} currency={currency.name} />
                          ) : (
                            price
                          )}
                        </TableCell>
                      </TableRow>
                      {open && (
                        <TableRow id={`size-grid-${p.id}`}>
                          <TableCell colSpan={9} sx={{ bgcolor: 'action.hover' }}>
                            <ProductSizeGrid product={p} place={place} priced={price !== null} onAdd={add} draft={draft} />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {results.data && results.data.products.length < results.data.total && (
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Button onClick={() => setPages((n) => n + 1)} disabled={results.isFetching} data-testid="add-product-more">
              {translate('app.sale.load_more')}
            </Button>
          </Box>
        )}
      </Box>
      <SelectedDialog
        open={basketOpen}
        draft={draft}
        setDraft={setDraft}
        onClose={() => setBasketOpen(false)}
        onSave={() => {
          onSave(draft);
          setDraft([]);
          setBasketOpen(false);
          onClose();
        }}
      />
    </Dialog>
  );
}

/** One product's size grid at the place: click a cell for one unit, 'add all' for one of each size in a row. */
function ProductSizeGrid({
  product,
  place,
  priced,
  onAdd,
  draft,
}: {
  product: ProductDto;
  place: { id: number; name: string };
  priced: boolean;
  onAdd: (product: ProductDto, size: { id: number; name: string }, quantity: number, available: number) => void;
  draft: SelectedProduct[];
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['pos', 'sizeGrid', product.id, place.id],
    queryFn: async () => {
      const [stock, codes] = await Promise.all([
        dataProvider.placements({ product: [product.id], place: [place.id] }),
        dataProvider.getList<{ id: number; size: { id: number } }>('barcodes', { filter: { product: product.id }, pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } }),
      ]);
      const withCode = new Set(codes.data.map((b) => b.size.id));
      return stock.map((r) => ({ size: r.size, quantity: r.quantity, barcode: withCode.has(r.size.id) }));
    },
  });
  const grid = useMemo(() => (query.data ? sizeGrid(query.data) : null), [query.data]);
  if (query.isPending) return <Loading />;
  if (!grid || grid.columns.length === 0) return <Typography color="text.secondary">{translate('app.sale.no_data')}</Typography>;
  if (!priced) return <Alert severity="warning">{translate('app.sale.sell_no_price_text')}</Alert>;
  const chosen = (sizeId: number) => draft.find((s) => s.product.id === product.id && s.size.id === sizeId)?.quantity ?? 0;
  return (
    <TableContainer sx={{ maxHeight: 600 }}>
      <Table size="small" data-testid={`size-grid-${product.id}`} aria-label={translate('app.sale.show_sizes', { name: `${product.name} · ${place.name}` })}>
        <TableHead>
          <TableRow>
            <HeadCells columns={[{}, ...grid.columns.map((c) => ({ text: c, align: 'center' as const })), { label: 'app.sale.total', align: 'right' }, { label: 'app.sale.lines', align: 'right' }, {}]} />
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.rows.map((row) => (
            <TableRow key={row}>
              <TableCell component="th" scope="row">
                {row || '—'}
              </TableCell>
              {grid.columns.map((column) => {
                const c = grid.cell(row, column);
                const left = c ? unitsLeft(c, chosen) : 0;
                const next = c ? nextSizeOf(c, chosen) : null;
                return (
                  <TableCell key={column} align="center" sx={{ p: 0.5 }}>
                    {c && c.quantity > 0 ? (
                      <Button
                        size="small"
                        variant={c.barcode ? 'contained' : 'outlined'}
                        disabled={left <= 0}
                        onClick={() => next && onAdd(product, next.size, 1, next.quantity)}
                        aria-label={translate('app.sale.add_size', { size: c.size.name, n: c.quantity })}
                        data-testid={`size-cell-${c.size.name}`}
                        sx={{ minWidth: 44 }}
                      >
                        {c.quantity}
                      </Button>
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {c ? 0 : ''}
                      </Box>
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="right">{grid.rowTotal(row)}</TableCell>
              <TableCell align="right" data-testid={`size-lines-${row || 'row'}`}>
                {grid.lines(row)}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => {
                    for (const column of grid.columns) {
                      const c = grid.cell(row, column);
                      const next = c ? nextSizeOf(c, chosen) : null;
                      if (next) onAdd(product, next.size, 1, next.quantity);
                    }
                  }}
                  disabled={grid.rowTotal(row) === 0}
                  data-testid={`size-add-all-${row || 'row'}`}
                >
                  {translate('app.sale.add_all')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('app.sale.total')}
            </TableCell>
            {grid.columns.map((c) => (
              <TableCell key={c} align="center">
                {grid.columnTotal(c)}
              </TableCell>
            ))}
            <TableCell align="right">{grid.total}</TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'selected_products': the draft's units (quantity up to what was available), remove, save into the basket. */
function SelectedDialog({
  open,
  draft,
  setDraft,
  onClose,
  onSave,
}: {
  open: boolean;
  draft: SelectedProduct[];
  setDraft: (update: (d: SelectedProduct[]) => SelectedProduct[]) => void;
  onClose: () => void;
  onSave: () => void;
}) {
  const translate = useTranslate();
  // lines whose typed quantity the rule refuses ('1.5', more than available): Save waits until they are fixed
  const [refused, setRefused] = useState<Record<string, boolean>>({});
  const keyOf = (s: SelectedProduct) => `${s.product.id}:${s.size.id}`;
  const anyRefused = draft.some((s) => refused[keyOf(s)]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="selected-title" data-testid="selected-products">
      <DialogTitle id="selected-title">{translate('app.sale.selected_products')}</DialogTitle>
      <DialogContent>
        {draft.length === 0 ? (
          <Typography color="text.secondary">{translate('app.sale.no_data')}</Typography>
        ) : (
          <HeadTable
            head={<HeadCells columns={['app.sale.col_product', 'app.sale.col_size', { label: 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.col_in_stock', align: 'right' }, {}]} />}
          >
            {draft.map((s, i) => (
              <TableRow key={keyOf(s)}>
                <TableCell>
                  {s.product.name} · {s.product.vendor_code}
                </TableCell>
                <TableCell>{s.size.name}</TableCell>
                <TableCell align="right">
                  <IntegerInput
                    size="small"
                    value={s.quantity}
                    onChange={(q) => setDraft((d) => d.map((x) => (keyOf(x) === keyOf(s) ? { ...x, quantity: q } : x)))}
                    onProblem={(code) => setRefused((r) => (!!r[keyOf(s)] === !!code ? r : { ...r, [keyOf(s)]: !!code }))}
                    rule={quantityRule(s.available, 'maximum_quantity_exceeded')}
                    testId={`selected-qty-${i}`}
                    slotProps={{ htmlInput: { 'aria-label': `${translate('app.sale.col_quantity')} ${s.product.name} ${s.size.name}` }, formHelperText: { sx: { mx: 0 } } }}
                    sx={{ width: 90 }}
                  />
                </TableCell>
                <TableCell align="right">{s.available}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={translate('app.sale.remove', { name: `${s.product.name} ${s.size.name}` })} onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </HeadTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.sale.close')}</Button>
        <Button variant="contained" disabled={!draft.length || anyRefused} onClick={onSave} data-testid="selected-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
