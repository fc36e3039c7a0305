/**
 * /requisitions (admin): goods requisitions of the shops with status filter, paged by 10. A
 * new one: choose the shop, then the shared product list editor (product, size, quantity; one save, one
 * key) creates it and opens /requisitions/view/{id}.
 */
import { useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, TableCell, TableRow } from '@mui/material';
import type { AppDataProvider } from '../../providers/dataProvider';
import { usePlaces } from '../../providers/usePlaces';
import { useAppNotify } from '../../layout/feedback';
import { formatDateTime } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';
import type { RouteDef } from '../../domain/routes';
import { ProductListEditor } from '../../ui/ProductListEditor';
import { PlaceChoice, RequisitionStatusChip, RequisitionTable, StatusFilter, useRequisitionPages } from './requisitionUi';
import { AddButton } from '../../ui/AddButton';
import { HeadCells } from '../../ui/CardTable';
import { FilterBar } from '../../ui/FilterBar';

const T = 'app.requisitions';

export function Requisitions({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const { all } = usePlaces();
  const [shop, setShop] = useState('');
  const [editing, setEditing] = useState(false);
  const pages = useRequisitionPages('requisitions', dataProvider.listRequisitions);
  const { status, filter, rows } = pages;
  const shopName = all.find((p) => String(p.id) === shop)?.name ?? '';
  return (
    <RoutePage route={route} screen="requisitions">
      <FilterBar alignItems="center">
        <StatusFilter value={status} onChange={filter} testId="req-status-filter" />
        <Box sx={{ flexGrow: 1 }} />
        <PlaceChoice label={translate(`${T}.place`)} value={shop} onChange={setShop} places={all} testId="req-shop" helperText={shop ? undefined : translate(`${T}.choose_place`)} minWidth={200} />
        <AddButton label={translate(`${T}.add`)} disabled={!shop} onClick={() => setEditing(true)} testId="req-add" />
      </FilterBar>
      <RequisitionTable
        pages={pages}
        empty={translate(`${T}.empty`)}
        testId="req-table"
        head={<HeadCells columns={[`${T}.created_at`, `${T}.place`, `${T}.applicant`, { label: `${T}.quantity`, align: 'right' }, `${T}.status`, {}]} />}
      >
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
      </RequisitionTable>
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
    </RoutePage>
  );
}

export default Requisitions;
