/**
 * /management/distribution (admin; SPEC.md 2, 5): 'products_for_distribution', the stock held at the
 * source place (the current workplace unless another is chosen), with selection;
 * a destination 'to_place' (required: 'Field To Place may not be null') and 'distribute', which sends
 * the selected lines (all of each line's units) to the destination as a transfer on the way, through
 * the same code as a transfer. The shop accepts it like any incoming transfer.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Checkbox, Link, TableCell, TableRow, TextField } from '@mui/material';
import type { DistributionRowDto } from '../../domain/movement/contract';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSalePlace } from '../../providers/salePlace';
import { errorText } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { useCompany, MoneyCell } from '../../ui/moneyUi';
import { usePlaces } from '../../providers/usePlaces';
import { RoutePage } from '../../ui/Page';
import { CardTable, HeadCells } from '../../ui/CardTable';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PlaceSelect } from '../../ui/PlaceSelect';

const rowKey = (r: DistributionRowDto) => `${r.product.id}:${r.size.id}`;

export function Distribution({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const salePlace = useSalePlace();
  const { mine, all } = usePlaces();
  const { baseCurrencyName } = useCompany();
  const [source, setSource] = useState<number | ''>(salePlace?.id ?? '');
  const [toPlace, setToPlace] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Map<string, DistributionRowDto>>(new Map());
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setSelected(new Map());
    setPage(0);
  }, [source]);
  const rows = useQuery({
    queryKey: ['distribution', source, page, search],
    queryFn: () => dataProvider.distributionRows({ place: Number(source), offset: page * 10, limit: 10, search: search || undefined }),
    enabled: source !== '',
    placeholderData: keepPreviousData,
  });
  const toggle = (r: DistributionRowDto) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(rowKey(r))) next.delete(rowKey(r));
      else next.set(rowKey(r), r);
      return next;
    });
  const pageRows = rows.data?.results ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selected.has(rowKey(r)));
  const lines = [...selected.values()];
  const units = lines.reduce((n, r) => n + r.quantity, 0);
  const ready = () => {
    setTouched(true);
    return toPlace !== '' && selected.size > 0 && source !== '';
  };
  const placeName = (id: number | '') => all.find((p) => p.id === id)?.name ?? '';
  const destinations = all.filter((p) => p.id !== source);
  return (
    <RoutePage route={route} screen="distribution">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <PlaceSelect label={translate('app.movement.from_place')} value={source} onChange={setSource} places={mine} sx={{ minWidth: 200 }} testId="distribution-source" />
        <TextField
          size="small"
          label={translate('ra.action.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'distribution-search' } }}
        />
        <PlaceSelect
          label={translate('app.movement.to_place')}
          value={toPlace}
          onChange={setToPlace}
          places={destinations}
          error={touched && toPlace === ''}
          helperText={touched && toPlace === '' ? translate('app.messages.to_place_null') : ' '}
          sx={{ minWidth: 200 }}
          testId="distribution-to-place"
        />
        <ConfirmButton
          variant="contained"
          disabled={selected.size === 0}
          label={`${translate('app.movement.distribute')}${selected.size > 0 ? ` (${selected.size})` : ''}`}
          question={translate('app.movement.distribute_question', { lines: lines.length, units, from: placeName(source), to: placeName(toPlace) })}
          check={ready}
          action={(key) =>
            dataProvider.distribute({ from_place: Number(source), place: Number(toPlace), products: lines.map((r) => ({ product: r.product.id, size: r.size.id })) }, key)
          }
          onDone={() => {
            setSelected(new Map());
            setTouched(false);
          }}
          reload={() => Promise.all([queryClient.invalidateQueries({ queryKey: ['distribution'] }), queryClient.invalidateQueries({ queryKey: ['transfers'] })])}
          success="app.movement.products_successfully_distributed"
          testId="distribution-submit"
        />
        <Link component={RouterLink} to="/transfers/forwarded-shipment" sx={{ alignSelf: 'center' }}>
          {translate('app.routes.transfers_forwarded')}
        </Link>
      </Box>
      {touched && selected.size === 0 && <Alert severity="error">{translate('app.messages.distribution_empty')}</Alert>}
      {rows.isPending && source !== '' && <Loading />}
      {rows.error && <Alert severity="error">{errorText(translate, rows.error)}</Alert>}
      {rows.data && rows.data.count === 0 && <Alert severity="info">{translate('app.movement.nothing_to_distribute')}</Alert>}
      {rows.data && rows.data.count > 0 && (
        <CardTable
          testId="products_for_distribution"
          ariaLabel={translate('app.movement.products_for_distribution')}
          maxHeight={400}
          pager={{ count: rows.data.count, page, onPage: setPage }}
          head={
            <HeadCells
              columns={[
                {
                  padding: 'checkbox',
                  text: (
                    <Checkbox
                      checked={allOnPage}
                      onChange={() =>
                        setSelected((s) => {
                          const next = new Map(s);
                          for (const r of pageRows) {
                            if (allOnPage) next.delete(rowKey(r));
                            else next.set(rowKey(r), r);
                          }
                          return next;
                        })
                      }
                      slotProps={{ input: { 'aria-label': translate('app.movement.select_page') } }}
                    />
                  ),
                },
                'app.movement.col_model', 'app.movement.col_vendor_code', 'app.movement.col_size', { label: 'app.movement.col_quantity', align: 'right' }, { label: 'app.movement.col_total_cost', align: 'right' },
              ]}
            />
          }
        >
          {pageRows.map((r, i) => (
            <TableRow key={rowKey(r)} hover selected={selected.has(rowKey(r))} onClick={() => toggle(r)} sx={{ cursor: 'pointer' }} data-testid={`distribution-row-${i}`}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.has(rowKey(r))} slotProps={{ input: { 'aria-label': `${r.product.vendor_code} ${r.size.name}` } }} />
              </TableCell>
              <TableCell>
                {r.product.name} {r.product.model}
              </TableCell>
              <TableCell>{r.product.vendor_code}</TableCell>
              <TableCell>{r.size.name}</TableCell>
              <TableCell align="right">{r.quantity}</TableCell>
              <MoneyCell value={r.total_cost} currency={baseCurrencyName} />
            </TableRow>
          ))}
        </CardTable>
      )}
    </RoutePage>
  );
}

export default Distribution;
