import { useEffect, useState } from 'react';
import { ListBase, Pagination, Title, useDataProvider, useGetList, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardActionArea, CardActions, CardContent, CardMedia, Chip, Grid, Typography } from '@mui/material';
import StoreIcon from '@mui/icons-material/Store';
import type { RouteDef } from '../../domain/routes';
import type { Place } from '../../providers/callContext';
import { Loading } from '../../layout/RouteGuard';
import { useRefreshSession } from '../../providers/session';
import { CardDeleteMenu } from '../../ui/CardDeleteMenu';
import { useAppNotify } from '../../layout/feedback';
import { PlaceCreateDialog } from './PlaceCreateDialog';
import { PLACE_PAGE_SIZE, PLACE_PAGE_SIZES, SEARCH_DEBOUNCE_MS } from './placeModel';
import type { PlaceType } from '../../domain/company/types';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { SearchField } from '../../ui/SearchField';
import { AddButton } from '../../ui/AddButton';
import { usePlaceTypeName } from '../../ui/moneyUi';

/** /management/places: card grid with search, place-type filter and paging (6 by default); add and delete. */
export function PlaceList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-places">
      <Title title={translate('app.routes.places')} />
      <ListBase resource="places" perPage={PLACE_PAGE_SIZE} sort={{ field: 'id', order: 'DESC' }} disableSyncWithLocation>
        <PlaceGrid />
      </ListBase>
    </Box>
  );
}

function PlaceFilters({ onAdd }: { onAdd: () => void }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<Place>();
  const typeName = usePlaceTypeName();
  const [search, setSearch] = useState<string>((filterValues.q as string) ?? '');
  const types = useGetList<PlaceType>('place_types', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } });

  // search is sent 1000 ms after typing stops (SPEC.md section 9)
  useEffect(() => {
    if ((filterValues.q ?? '') === search) return;
    const t = setTimeout(() => setFilters({ ...filterValues, q: search || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
        {translate('app.routes.places')}
      </Typography>
      <SearchField
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 260 } }}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={translate('app.money.common.search')}
        testId="places-search"
        ariaLabel={translate('app.money.common.search')}
      />
      <RemoteSelect
        resource="place_types"
        value={(filterValues.type as number | undefined) ?? null}
        known={types.data}
        onChange={(id) => setFilters({ ...filterValues, type: id ?? undefined })}
        optionText={(o) => typeName(o.name)}
        label={translate('resources.places.fields.type')}
        placeholder={translate('app.money.places.all_types')}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 220 } }}
        testId="places-type-filter"
      />
      <AddButton label={translate('app.money.places.add')} onClick={onAdd} testId="places-add" />
    </Box>
  );
}

function PlaceGrid() {
  const translate = useTranslate();
  const { data, isPending, error, total, refetch } = useListContext<Place>();
  const refreshSession = useRefreshSession();
  const [adding, setAdding] = useState(false);
  /** the list, and who is signed in (a new place joins its creator's places: it can be the workplace at once) */
  const reload = () => {
    refetch();
    void refreshSession();
  };
  return (
    <>
      <PlaceFilters onAdd={() => setAdding(true)} />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.money.places.empty')}</Alert>}
      <Grid container spacing={2} data-testid="places-grid">
        {(data ?? []).map((place) => (
          <Grid key={place.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
            <PlaceCard place={place} onDeleted={reload} />
          </Grid>
        ))}
      </Grid>
      <Pagination rowsPerPageOptions={PLACE_PAGE_SIZES} />
      <PlaceCreateDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          // a cancelled place was created then deleted: reload either way
          reload();
        }}
      />
    </>
  );
}

function PlaceCard({ place, onDeleted }: { place: Place; onDeleted: () => void }) {
  const translate = useTranslate();
  const typeName = usePlaceTypeName();
  const toast = useAppNotify();
  const dataProvider = useDataProvider();
  const remove = async () => {
    await dataProvider.delete('places', { id: place.id, previousData: place });
    toast.success('app.money.places.removed');
    onDeleted();
  };
  const href = `/management/place/${place.id}/view`;

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`place-card-${place.id}`}>
      <CardActionArea component={RouterLink} to={href} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {place.image ? (
          <CardMedia component="img" height="140" image={place.image} alt={place.name} />
        ) : (
          <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
            <StoreIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          </Box>
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" noWrap title={place.name}>
            {place.name}
          </Typography>
          <Chip size="small" label={typeName(place.type?.name)} sx={{ my: 0.5 }} />
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
            {place.address}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button size="small" component={RouterLink} to={href}>
          {translate('app.money.common.view')}
        </Button>
        <CardDeleteMenu
          testId="place"
          id={place.id}
          menuLabel={translate('app.money.common.more')}
          title={translate('app.money.places.delete_title')}
          content={translate('app.money.places.delete_content', { name: place.name })}
          onDelete={remove}
        />
      </CardActions>
    </Card>
  );
}

export default PlaceList;
