/**
 * The one searchable select for lists that can grow past a page (products, product types, places,
 * customers later): it asks the server as the user types (300 ms after the last key, `search`), shows
 * one page of 10, and 'Load more' fetches the next page. The chosen option stays shown even when it is
 * not on a loaded page (`known` options, or the one picked).
 *
 *   <RemoteSelect resource="product_types" value={typeId} onChange={setTypeId} label="Type" />
 */
import { createContext, useContext, useEffect, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Autocomplete, Box, Button, CircularProgress, Paper, TextField, type SxProps } from '@mui/material';
import { SEARCH_MAX } from '../domain/limits';

export const REMOTE_SELECT_PAGE = 10;
export const REMOTE_SELECT_DEBOUNCE_MS = 300;

export interface RemoteOption {
  id: number;
  name: string;
}

export interface RemoteSelectProps {
  /** the react-admin resource listed (its getList takes `q` as the server's `search`) */
  resource: string;
  value: number | null | undefined;
  onChange: (id: number | null, option: RemoteOption | null) => void;
  onBlur?: () => void;
  label: ReactNode;
  /** options already known (e.g. the record's current one), so the chosen value reads right before any search */
  known?: readonly RemoteOption[];
  /** extra list filter (e.g. { is_active: true }) */
  filter?: Record<string, unknown>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  testId?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** how an option reads (default: its name) */
  optionText?: (option: RemoteOption) => string;
  autoFocus?: boolean;
  /** shown while nothing is chosen (a filter's 'All') */
  placeholder?: string;
  /** options per page (SPEC.md 7: 10 by default; the wholesale customer filter asks 20) */
  pageSize?: number;
  sx?: SxProps;
  /**
   * Where the options come from instead of the resource's getList (the till's search, which reads its
   * local catalogue when the server cannot be reached); `key` names it in the query cache.
   */
  optionsFrom?: RemoteSource;
}

/** A page of options from somewhere other than the resource's getList. */
export interface RemoteSource {
  key: string;
  page: (search: string, page: number, perPage: number) => Promise<{ data: RemoteOption[]; hasMore: boolean }>;
}

interface More {
  hasMore: boolean;
  busy: boolean;
  load: () => void;
  testId?: string;
}
const MoreContext = createContext<More>({ hasMore: false, busy: false, load: () => undefined });

/** The list's paper with 'Load more' under the options when the server has more than the loaded pages. */
function MorePaper({ children, ...props }: HTMLAttributes<HTMLElement>) {
  const translate = useTranslate();
  const more = useContext(MoreContext);
  return (
    <Paper {...props}>
      {children}
      {more.hasMore && (
        <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button
            size="small"
            fullWidth
            onMouseDown={(e) => e.preventDefault()}
            onClick={more.load}
            disabled={more.busy}
            data-testid={more.testId ? `${more.testId}-more` : undefined}
          >
            {translate('app.list.load_more')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** One page of a resource's options by the server's search, sorted by name, and whether another follows. */
export async function listPage(
  dataProvider: DataProvider,
  resource: string,
  search: string,
  page: number,
  perPage: number,
  filter?: Record<string, unknown>,
): Promise<{ data: RemoteOption[]; hasMore: boolean }> {
  const answer = await dataProvider.getList<RemoteOption & { id: number }>(resource, {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter: { ...filter, ...(search ? { q: search } : {}) },
  });
  const loaded = (page - 1) * perPage + answer.data.length;
  // a capped count (a broad search) gives no total: the page says whether another follows
  const hasMore = answer.total == null ? !!answer.pageInfo?.hasNextPage : loaded < answer.total;
  return { data: answer.data.map((o) => ({ id: o.id, name: o.name })), hasMore };
}

/** The search text after the user stopped typing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const nameOf = (o: RemoteOption) => o.name;

export function RemoteSelect({
  resource,
  value,
  known,
  onChange,
  onBlur,
  label,
  filter,
  required,
  disabled,
  error,
  helperText,
  testId,
  size = 'small',
  fullWidth = true,
  optionText = nameOf,
  autoFocus,
  placeholder,
  pageSize = REMOTE_SELECT_PAGE,
  sx,
  optionsFrom,
}: RemoteSelectProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input, REMOTE_SELECT_DEBOUNCE_MS);

  const [picked, setPicked] = useState<RemoteOption | null>(null);
  const known1 = value == null ? null : ([picked, ...(known ?? [])].find((o): o is RemoteOption => !!o && o.id === value) ?? null);
  // while the list is open, typing searches; the chosen option's own text is no search
  const query = known1 && search === optionText(known1) ? '' : search;

  const pages = useInfiniteQuery({
    queryKey: [resource, 'remoteSelect', query, filter, pageSize, optionsFrom?.key],
    enabled: open,
    // reopening the list shows what was loaded; a new search asks again
    staleTime: 30_000,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => (optionsFrom ? optionsFrom.page(query.trim(), pageParam, pageSize) : listPage(dataProvider, resource, query.trim(), pageParam, pageSize, filter)),
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });

  const loaded = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.data).map((o) => ({ id: o.id, name: o.name })), [pages.data]);
  const selected: RemoteOption | null = value == null ? null : (known1 ?? loaded.find((o) => o.id === value) ?? { id: value, name: '' });
  const options = selected && !loaded.some((o) => o.id === selected.id) ? [selected, ...loaded] : loaded;

  const loading = pages.isFetching;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useMemo<More>(
    () => ({ hasMore: !!hasNextPage, busy: isFetchingNextPage, load: () => void fetchNextPage(), testId }),
    [hasNextPage, isFetchingNextPage, fetchNextPage, testId],
  );
  return (
    <MoreContext.Provider value={more}>
      <Autocomplete<RemoteOption>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={selected ? { id: selected.id, name: selected.name } : null}
        onChange={(_, option) => {
        setPicked(option);
        onChange(option?.id ?? null, option);
      }}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={optionText}
        filterOptions={(x) => x}
        loading={loading}
        disabled={disabled}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        noOptionsText={translate('app.list.no_results')}
        loadingText={translate('ra.page.loading')}
        onBlur={onBlur}
        slotProps={{
          listbox: { 'data-testid': testId ? `${testId}-listbox` : undefined } as object,
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest} data-testid={testId ? `${testId}-option-${option.id}` : undefined}>
              {optionText(option)}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            // the field fills the select's own box (its sx or fullWidth): a select that is not full width
            // stayed as narrow as its text (the products' category filter: 'Катег…' at 1440 px)
            fullWidth
            label={label}
            required={required}
            error={error}
            helperText={helperText}
            autoFocus={autoFocus}
            placeholder={placeholder}
            slotProps={{
              htmlInput: { ...params.inputProps, maxLength: SEARCH_MAX, 'data-testid': testId },
              input: {
                ...params.InputProps,
                endAdornment: (
                  <>
                    {loading ? <CircularProgress color="inherit" size={16} /> : null}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
        slots={{ paper: MorePaper }}
      />
    </MoreContext.Provider>
  );
}
