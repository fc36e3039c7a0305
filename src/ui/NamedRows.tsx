/**
 * The wholesale screens of short named rows (the price groups, the six reference tables; admin): the
 * rows (up to 100, one page), a name field that adds one, and a delete (deactivate) after a
 * confirmation on each row. The screen gives its own columns and row actions.
 */
import { useState, type ReactNode } from 'react';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Alert, Box, TableCell, TableRow, Typography } from '@mui/material';
import { useAppNotify } from '../layout/feedback';
import { Loading } from '../layout/RouteGuard';
import { AddByName } from './AddByName';
import { ConfirmButton } from './ConfirmButton';
import { CardTable } from './CardTable';

interface NamedRow {
  id: number;
  name: string;
}

/** The rows of `resource` sorted by `sortField`, and the name being added. */
export function useNamedRows<T extends NamedRow>(resource: string, sortField: 'id' | 'name') {
  const notify = useAppNotify();
  const dp = useDataProvider();
  const list = useGetList<T>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: sortField, order: 'ASC' } });
  const [adding, setAdding] = useState('');
  const add = async () => {
    const name = adding.trim();
    if (!name) return;
    try {
      await dp.create(resource, { data: { name } });
      notify.success('app.wholesale.created', { name });
      setAdding('');
      await list.refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  return { resource, data: list.data, isPending: list.isPending, error: list.error, refetch: list.refetch, adding, setAdding, add };
}

export function NamedRowsScreen<T extends NamedRow>({
  rows,
  title,
  screenTestId,
  prefix,
  addLabel,
  empty,
  head,
  cells,
  actions,
}: {
  rows: ReturnType<typeof useNamedRows<T>>;
  title: string;
  screenTestId: string;
  /** the testids: <prefix>-new-name, -add, -table, -delete-<id> */
  prefix: string;
  addLabel: string;
  empty: string;
  /** the header cells before the actions' column */
  head: ReactNode;
  /** a row's cells before the actions' column */
  cells: (row: T) => ReactNode;
  /** a row's buttons before its delete button */
  actions?: (row: T) => ReactNode;
}) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dp = useDataProvider();
  const { data, isPending, error } = rows;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }} data-testid={screenTestId}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <AddByName label={translate('app.wholesale.name')} buttonLabel={addLabel} value={rows.adding} onChange={rows.setAdding} onAdd={() => void rows.add()} testId={prefix} />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {data && !data.length && <Alert severity="info">{empty}</Alert>}
      {!!data?.length && (
        <CardTable
          testId={`${prefix}-table`}
          head={
            <>
              {head}
              <TableCell />
            </>
          }
        >
          {data.map((row) => (
            <TableRow key={row.id}>
              {cells(row)}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions?.(row)}
                <ConfirmButton
                  size="small"
                  color="error"
                  label={translate('app.wholesale.delete')}
                  question={row.name}
                  action={() => dp.delete(rows.resource, { id: row.id, previousData: row })}
                  onDone={() => {
                    notify.success('app.wholesale.deleted');
                    void rows.refetch();
                  }}
                  testId={`${prefix}-delete-${row.id}`}
                />
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
    </Box>
  );
}
