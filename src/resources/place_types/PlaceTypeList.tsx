import { useState } from 'react';
import { Confirm, Datagrid, FunctionField, Pagination, TextField as RaTextField, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Card, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Place } from '../../providers/callContext';
import { errorsOf } from '../../providers/httpClient';
import { Loading } from '../../layout/RouteGuard';
import type { PlaceType } from '../../domain/company/types';
import { useAppNotify } from '../../layout/feedback';
import { CannotDeleteToast } from './CannotDeleteToast';
import { PlaceTypeEditDialog } from './PlaceTypeEditDialog';
import { PlaceTypeWizard } from './PlaceTypeWizard';
import { IconAction } from '../../ui/IconAction';
import { AddButton } from '../../ui/AddButton';
import { listScreen } from '../../ui/ListToolbar';

/** /management/places/types: table with add (3-step wizard), edit dialog and delete. */
export const PlaceTypeList = listScreen({ resource: 'place_types', title: 'app.routes.place_types', testId: 'screen-place_types', sort: { field: 'id', order: 'ASC' } }, PlaceTypeTable);

function PlaceTypeTable() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const toast = useAppNotify();
  const { isPending, error, total, refetch } = useListContext<PlaceType>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PlaceType | null>(null);
  const [deleting, setDeleting] = useState<PlaceType | null>(null);
  const [busy, setBusy] = useState(false);
  // each row links to the places of its type (SPEC.md: place type rows link to /management/place/{id}/view)
  const places = useQuery({ queryKey: ['places', 'all'], queryFn: () => dataProvider.activePlaces() });
  const placesOf = (typeId: number) => (places.data ?? []).filter((p: Place) => p.type.id === typeId);

  const remove = async () => {
    const type = deleting;
    if (!type) return;
    setBusy(true);
    try {
      await dataProvider.delete('place_types', { id: type.id, previousData: type });
      toast.success('app.money.place_types.deleted', { name: type.name });
      refetch();
    } catch (err) {
      if (errorsOf(err)[0]?.code === 'place_type_has_places') {
        // a persistent toast listing the places that use the type
        const { data } = await dataProvider
          .getList<Place>('places', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { type: type.id } })
          .catch(() => ({ data: [] as Place[] }));
        notify(<CannotDeleteToast places={data} />, { type: 'error', autoHideDuration: null });
      } else toast.error(err);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.routes.place_types')}
        </Typography>
        <AddButton label={translate('app.money.place_types.add')} onClick={() => setAdding(true)} testId="place-types-add" />
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.money.place_types.empty')}</Alert>}
      {!isPending && !!total && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="place-types-table">
            <RaTextField source="id" label="#" sortable={false} />
            <RaTextField source="name" label="resources.place_types.fields.name" sortable={false} />
            <FunctionField<PlaceType>
              label="app.money.place_types.places"
              render={(record) => {
                const list = placesOf(record.id);
                if (!list.length) return <Typography variant="body2" color="text.secondary">{translate('app.money.place_types.no_places')}</Typography>;
                return (
                  <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }} data-testid={`place-type-places-${record.id}`}>
                    {list.map((p) => (
                      <Link key={p.id} component={RouterLink} to={`/management/place/${p.id}/view`}>
                        {p.name}
                      </Link>
                    ))}
                  </Box>
                );
              }}
            />
            <FunctionField<PlaceType>
              label="app.money.common.actions"
              textAlign="right"
              render={(record) => (
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <IconAction title={translate('app.money.common.edit')} ariaLabel={`${translate('app.money.common.edit')} ${record.name}`} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(record)} testId={`place-type-edit-${record.id}`} size="small" />
                  <IconAction title={translate('app.money.common.delete')} ariaLabel={`${translate('app.money.common.delete')} ${record.name}`} icon={<DeleteIcon fontSize="small" />} onClick={() => setDeleting(record)} testId={`place-type-delete-${record.id}`} size="small" />
                </Box>
              )}
            />
          </Datagrid>
          <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </Card>
      )}
      <PlaceTypeWizard
        open={adding}
        onClose={() => {
          setAdding(false);
          refetch();
        }}
      />
      <PlaceTypeEditDialog
        record={editing}
        onClose={(changed) => {
          setEditing(null);
          if (changed) refetch();
        }}
      />
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title={translate('app.money.place_types.delete_title')}
        content={translate('app.money.place_types.delete_content', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

export default PlaceTypeList;
