/**
 * The frame of a hand-built react-admin list screen: the page with its document title around a
 * `ListBase`, the toolbar (h1, a search box that filters 1000 ms after typing stops (SPEC.md 9),
 * select filters such as active/inactive/all, the add button) and the loading, error and empty states.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Datagrid, ListBase, Pagination, Title, useListContext, useTranslate, type Identifier, type SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Loading } from '../layout/RouteGuard';
import { useDebounced } from './RemoteSelect';
import { SEARCH_MAX } from '../domain/limits';
import type { RouteDef } from '../domain/routes';

export const SEARCH_DEBOUNCE_MS = 1000;

/** The active filter's choices: ?is_active= of a list (none sent means active). */
export const ACTIVE_FILTERS = ['true', 'false', 'all'] as const;

const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

/** The screen around a list: its frame, document title and the `ListBase` of `resource`, 10 rows a page (newest first unless `sort`). */
export function ListScreen({
  resource,
  title,
  testId,
  sort = DEFAULT_SORT,
  children,
}: {
  resource: string;
  title: string;
  testId: string;
  sort?: SortPayload;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={testId}>
      <Title title={title} />
      <ListBase resource={resource} perPage={10} sort={sort} disableSyncWithLocation>
        {children}
      </ListBase>
    </Box>
  );
}

/**
 * A list screen: `ListScreen` of `resource` titled by the text `title` around `Table`, the part that
 * reads the list (toolbar, body, dialogs).
 */
export function listScreen({ title, ...list }: { resource: string; title: string; testId: string; sort?: SortPayload }, Table: ComponentType) {
  const Screen = (_: { route?: RouteDef }) => {
    const translate = useTranslate();
    return (
      <ListScreen {...list} title={translate(title)}>
        <Table />
      </ListScreen>
    );
  };
  Screen.displayName = `ListScreen(${list.resource})`;
  return Screen;
}

/** The list's header row: the h1, then the filters and buttons given as children. */
export function ListToolbar({ title, children }: { title: string; children: ReactNode }) {
  return (
    // the filters side by side from a tablet's width up (the theme's full-width fields stacked them one per row)
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap', '& > .MuiFormControl-root': { width: { xs: '100%', sm: 'auto' } } }}>
      <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The search box: sets the list's `q` filter (trimmed; none when empty) 1000 ms after typing stops. */
export function ListSearch({ label, testId }: { label: string; testId: string }) {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState((filterValues.q as string | undefined) ?? '');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const { q: _q, ...rest } = filterValues;
    setFilters(debounced.trim() ? { ...rest, q: debounced.trim() } : rest, undefined, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextField
      size="small"
      label={label}
      value={search}
      onChange={(e) => setSearch(e.target.value)}
      sx={{ minWidth: { sm: 280 } }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX, 'data-testid': testId },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
      }}
    />
  );
}

/**
 * A select over one filter of the list. `unset` is the choice that sends nothing (the server's default,
 * e.g. 'true' for is_active); it must be one of the choices' values ('' shows as the empty choice).
 */
export function ListFilterSelect({
  source,
  label,
  choices,
  unset,
  testId,
  minWidth,
}: {
  source: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  unset: string;
  testId: string;
  minWidth: number;
}) {
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={(filterValues[source] as string | undefined) ?? unset}
      onChange={(e) => {
        const { [source]: _old, ...rest } = filterValues;
        setFilters(e.target.value === unset ? rest : { ...rest, [source]: e.target.value }, undefined, false);
      }}
      sx={{ minWidth }}
      slotProps={{ select: { ...(unset === '' ? { displayEmpty: true } : {}), inputProps: { 'data-testid': testId } }, inputLabel: { shrink: true } }}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The active filter (active, inactive, all; active sends nothing); `prefix` names the texts `<prefix>.active_<value>`. */
export function ActiveFilter({ label, prefix, testId }: { label: string; prefix: string; testId: string }) {
  const translate = useTranslate();
  const choices = ACTIVE_FILTERS.map((v) => ({ value: v, label: translate(`${prefix}.active_${v}`) }));
  return <ListFilterSelect source="is_active" label={label} choices={choices} unset="true" testId={testId} minWidth={140} />;
}

/**
 * The list's states: loading, the server error, `empty` when there is no row; once there are rows, the
 * table (children are its columns; a row opens `rowLink(id)`) with its pager.
 */
export function ListBody({ empty, rowLink, testId, children }: { empty: string; rowLink: (id: Identifier) => string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, total } = useListContext();
  return (
    <>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{empty}</Alert>}
      {!isPending && !!total && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={rowLink} data-testid={testId}>
            {children}
          </Datagrid>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      )}
    </>
  );
}

/** A row's name as a link to the row's page (the click does not also reach the row). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} onClick={(e) => e.stopPropagation()} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
      {children}
    </Button>
  );
}
