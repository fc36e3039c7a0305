/**
 * /requisitions (admin; issue 15): goods requisitions of the shops with status filter, paged by 10. A
 * new one: choose the shop, then the shared product list editor (product, size, quantity; one save, one
 * key) creates it and opens /requisitions/view/{id}.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RequisitionStatus } from '../../domain/requisition/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { formatDateTime } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { ProductListEditor } from '../../ui/ProductListEditor';
import { RequisitionStatusChip, StatusFilter } from './requisitionUi';

const PAGE = 10;
const T = 'app.requisitions';

export function Requisitions() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const { all } = usePlaces();
  const [status, setStatus] = useState<RequisitionStatus | ''>('');
  const [page, setPage] = useState(0);
  const [shop, setShop] = useState('');
  const [editing, setEditing] = useState(false);
  const list = useQuery({
    queryKey: ['requisitions', status, page],
    queryFn: () => dataProvider.listRequisitions({ status: status || undefined, offset: page * PAGE, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.results ?? [];
  const shopName = all.find((p) => String(p.id) === shop)?.name ?? '';
  return (
    <Page title={translate('app.routes.requisitions')} testId="screen-requisitions">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <StatusFilter value={status} onChange={(v) => { setStatus(v); setPage(0); }} testId="req-status-filter" />
        <Box sx={{ flexGrow: 1 }} />
        <TextField
          select
          size="small"
          label={translate(`${T}.place`)}
          value={shop}
          onChange={(e) => setShop(e.target.value)}
          helperText={shop ? undefined : translate(`${T}.choose_place`)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'req-shop' } as never } }}
          sx={{ minWidth: 200 }}
        >
          {all.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!shop} onClick={() => setEditing(true)} data-testid="req-add">
          {translate(`${T}.add`)}
        </Button>
      </Box>
      {list.isPending && <Loading />}
      {list.error && <Alert severity="error">{errorText(translate, list.error)}</Alert>}
      {list.data && rows.length === 0 && <Alert severity="info">{translate(`${T}.empty`)}</Alert>}
      {rows.length > 0 && (
        <Card>
          <TableContainer>
            <Table size="small" data-testid="req-table">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.created_at`)}</TableCell>
                  <TableCell>{translate(`${T}.place`)}</TableCell>
                  <TableCell>{translate(`${T}.applicant`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.quantity`)}</TableCell>
                  <TableCell>{translate(`${T}.status`)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid={`req-row-${r.id}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(String(r.created_at))}</TableCell>
                    <TableCell>{r.place.name}</TableCell>
                    <TableCell>{r.applicant.name}</TableCell>
                    <TableCell align="right">{r.total_quantity}</TableCell>
                    <TableCell>
                      <RequisitionStatusChip status={r.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" component={Link} to={`/requisitions/view/${r.id}`} data-testid={`req-open-${r.id}`}>
                        {translate(`${T}.view`)}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination component="div" count={list.data?.count ?? 0} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, p) => setPage(p)} />
        </Card>
      )}
      {editing && shop && (
        <ProductListEditor
          open
          title={translate(`${T}.editor_title`, { place: shopName })}
          place={Number(shop)}
          onClose={() => setEditing(false)}
          onSave={async (lines, key) => {
            const created = await dataProvider.createRequisition({ place: Number(shop), products: lines.map((l) => ({ product: l.product, size: l.size, quantity: l.quantity })) }, key);
            notify.success(`${T}.created`);
            setEditing(false);
            navigate(`/requisitions/view/${created.id}`);
          }}
          testId="req-editor"
        />
      )}
    </Page>
  );
}

export default Requisitions;
