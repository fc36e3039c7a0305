/**
 * /products/vendor-codes: 'vendor codes list (total)': vendor code, product type, model, one count
 * column per place and a total; filters by places and product types, Excel export, clear; 10 rows a
 * page; a row expands into the size type / places panel (SPEC.md section 2).
 */
import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CircularProgress, Collapse, IconButton, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { HeadTable, HeadCells } from '../../ui/CardTable';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ClearIcon from '@mui/icons-material/ClearAll';
import { VENDOR_CODE_PAGE_SIZE } from '../../domain/catalogue';
import { type VendorCodeRow } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Spinner, errorText } from '../../layout/feedback';
import { useBusy } from '../../ui/useBusy';
import { useActivePlaces, useProductTypes } from '../../providers/useCatalogueRefs';
import { MultiSelect } from '../../ui/MultiSelect';
import { VendorCodePanel } from './VendorCodePanel';
import { countAt, onTheWayAt, placeColumns, saveBlob, vendorCodeSheet, vendorCodeWorkbook } from '../../ui/vendorCodeExport';
import { TablePager } from '../../layout/TablePager';

/** Rows fetched per request when exporting every matching row. */
const EXPORT_BATCH = 1000;

const rowKey = (r: VendorCodeRow) => `${r.vendor_code}\u0000${r.product_type}\u0000${r.model}`;

export function VendorCodeList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const places = useActivePlaces();
  const productTypes = useProductTypes();
  // kept in the store: they survive a language switch (which re-mounts the screen) and navigation
  const [placeFilter, setPlaceFilter] = useStore<number[]>('vendor_codes.places', []);
  const [typeFilter, setTypeFilter] = useStore<number[]>('vendor_codes.product_types', []);
  const [page, setPage] = useStore<number>('vendor_codes.page', 0);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const { busy: exporting, run } = useBusy();

  const filters = { places: placeFilter, product_types: typeFilter };
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: ['catalogue', 'vendorCodes', filters, page],
    queryFn: () => dataProvider.countByVendorCode({ ...filters, offset: page * VENDOR_CODE_PAGE_SIZE, limit: VENDOR_CODE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const rows = data?.results ?? [];
  const columns = placeColumns(rows);
  const headers = {
    vendor_code: translate('resources.vendor_codes.fields.vendor_code'),
    product_type_name: translate('resources.vendor_codes.fields.product_type_name'),
    model: translate('resources.vendor_codes.fields.model'),
    total: translate('resources.vendor_codes.fields.total'),
  };
  const title = translate('app.catalogue.vendor_codes.title', { total: data ? data.total_units : '…' });

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(0);
    setOpen(new Set());
  };

  /** A filter's select (places, product types): a change goes back to the first page, rows folded. */
  const filterSelect = (name: 'filter_places' | 'filter_types', options: readonly { id: number; name: string }[] | undefined, value: number[], set: (ids: number[]) => void, testId: string) => (
    <MultiSelect label={translate(`app.catalogue.vendor_codes.${name}`)} options={options ?? []} value={value} onChange={(ids) => changeFilter(() => set(ids))} testId={testId} />
  );

  const exportExcel = () =>
    run(async () => {
      const all: VendorCodeRow[] = [];
      let offset = 0;
      for (;;) {
        const batch = await dataProvider.countByVendorCode({ ...filters, offset, limit: EXPORT_BATCH });
        all.push(...batch.results);
        offset += EXPORT_BATCH;
        if (offset >= batch.count || batch.results.length === 0) break;
      }
      const blob = await vendorCodeWorkbook(vendorCodeSheet(all, headers), translate('app.routes.vendor_codes'));
      saveBlob(blob, 'vendor-codes.xlsx');
    });

  const filtered = placeFilter.length > 0 || typeFilter.length > 0;
  const colSpan = 5 + columns.length;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-vendor_codes">
      <Title title={translate('app.routes.vendor_codes')} />
      <Typography variant="h5" component="h1" gutterBottom data-testid="vendor-codes-title">
        {title}
      </Typography>
      <Card>
        <Box sx={{ display: 'flex', gap: 2, p: 2, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar" aria-label={title}>
          {filterSelect('filter_places', places.data, placeFilter, setPlaceFilter, 'vc-filter-places')}
          {filterSelect('filter_types', productTypes.data, typeFilter, setTypeFilter, 'vc-filter-types')}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="outlined"
            onClick={() => void exportExcel()}
            disabled={exporting || !rows.length}
            startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadIcon />}
            data-testid="vc-export"
          >
            {translate('app.catalogue.vendor_codes.export')}
          </Button>
          <Button
            onClick={() =>
              changeFilter(() => {
                setPlaceFilter([]);
                setTypeFilter([]);
              })
            }
            disabled={!filtered}
            startIcon={<ClearIcon />}
            data-testid="vc-clear"
          >
            {translate('app.catalogue.vendor_codes.clear')}
          </Button>
        </Box>
        {isFetching && !isPending ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {error && <Alert severity="error">{errorText(translate, error)}</Alert>}
        {isPending ? (
          <Spinner />
        ) : (
          <HeadTable
            testId="vendor-codes-table"
            head={
              <HeadCells
                columns={[
                  { sx: { width: 48 } }, { text: headers.vendor_code }, { text: headers.product_type_name }, { text: headers.model }, ...columns.map((p) => ({ text: p.place_name, align: 'right' as const })),
                  { text: headers.total, align: 'right', sx: { fontWeight: 600 } },
                ]}
              />
            }
          >
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={colSpan}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.list.no_results')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => {
              const key = rowKey(r);
              const expanded = open.has(key);
              return (
                <Fragment key={key}>
                  <TableRow hover data-testid={`vc-row-${r.vendor_code}`} sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                    <TableCell>
                      <IconButton
                        size="small"
                        onClick={() => toggle(key)}
                        aria-expanded={expanded}
                        aria-label={translate(expanded ? 'app.catalogue.vendor_codes.collapse' : 'app.catalogue.vendor_codes.expand', {
                          code: r.vendor_code,
                        })}
                        data-testid={`vc-expand-${r.vendor_code}`}
                      >
                        {expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>{r.vendor_code}</TableCell>
                    <TableCell>{r.product_type_name}</TableCell>
                    <TableCell>{r.model}</TableCell>
                    {columns.map((p) => (
                      <TableCell key={p.place_id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {countAt(r, p.place_id)}
                        {onTheWayAt(r, p.place_id) > 0 && (
                          <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }} data-testid={`vc-on-the-way-${r.vendor_code}-${p.place_id}`}>
                            {translate('app.catalogue.stock.on_the_way', { n: onTheWayAt(r, p.place_id) })}
                          </Box>
                        )}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={`vc-total-${r.vendor_code}`}>
                      {r.total}
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={colSpan} sx={{ p: 0, borderBottom: expanded ? undefined : 'none' }}>
                      <Collapse in={expanded} unmountOnExit>
                        <VendorCodePanel row={r} places={places.data ?? []} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </HeadTable>
        )}
        <TablePager
          count={data?.count ?? 0}
          page={page}
          onPageChange={(_, p) => {
            setPage(p);
            setOpen(new Set());
          }}
          rowsPerPage={VENDOR_CODE_PAGE_SIZE}
          rowsPerPageOptions={[VENDOR_CODE_PAGE_SIZE]}
        />
      </Card>
    </Box>
  );
}

export default VendorCodeList;
