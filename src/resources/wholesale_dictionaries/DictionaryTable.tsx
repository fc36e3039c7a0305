/**
 * The wholesale reference tables (SPEC.md 2: /for-wholesalers/heights, sizes, colors, models, styles,
 * types; admin): one generic editable table (#, name) for all six, chosen by the route: add, rename in
 * place (Enter saves, Escape cancels), delete (deactivate) after a confirmation.
 */
import { AddByName } from '../../ui/AddByName';
import { useState } from 'react';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Alert, Box, Card, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { RouteDef } from '../../domain/routes';
import type { WholesaleDictionary } from '../../domain/wholesale/paths';
import type { WholesaleDictionaryDto } from '../../domain/wholesale/contract';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { ConfirmButton } from '../../ui/ConfirmButton';

/** route key (src/domain/routes.ts) -> the reference table it edits */
export const DICTIONARY_OF_ROUTE: Record<string, WholesaleDictionary> = {
  heights: 'heights',
  wholesale_sizes: 'sizes',
  colors: 'colors',
  models: 'models',
  styles: 'styles',
  wholesale_types: 'types',
};

export function DictionaryTable({ route }: { route: RouteDef }) {
  const kind = DICTIONARY_OF_ROUTE[route.key];
  const resource = `wholesale/${kind}`;
  const translate = useTranslate();
  const notify = useAppNotify();
  const dp = useDataProvider();
  const { data, isPending, error, refetch } = useGetList<WholesaleDictionaryDto>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const add = async () => {
    if (!adding.trim()) return;
    try {
      await dp.create(resource, { data: { name: adding.trim() } });
      notify.success('app.wholesale.created', { name: adding.trim() });
      setAdding('');
      await refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  const rename = async () => {
    if (!editing || !editing.name.trim()) return;
    try {
      await dp.update(resource, { id: editing.id, data: { name: editing.name.trim() }, previousData: {} });
      notify.success('app.wholesale.saved');
      setEditing(null);
      await refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  const title = translate(`app.wholesale.${kind}`);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }} data-testid={`screen-${route.key}`}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <AddByName label={translate('app.wholesale.name')} buttonLabel={translate('app.wholesale.dictionary_add')} value={adding} onChange={setAdding} onAdd={() => void add()} testId="dictionary" />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {data && !data.length && <Alert severity="info">{translate('app.wholesale.dictionary_empty')}</Alert>}
      {!!data?.length && (
        <Card>
          <Table size="small" data-testid="dictionary-table">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{translate('app.wholesale.name')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>
                    {editing?.id === row.id ? (
                      <TextField
                        size="small"
                        autoFocus
                        value={editing.name}
                        onChange={(e) => setEditing({ id: row.id, name: e.target.value })}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') void rename();
                          if (e.key === 'Escape') setEditing(null);
                        }}
                        slotProps={{ htmlInput: { maxLength: 64, 'aria-label': translate('app.wholesale.name'), 'data-testid': `dictionary-edit-${row.id}` } }}
                      />
                    ) : (
                      row.name
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`${translate('app.wholesale.edit')} ${row.name}`} onClick={() => setEditing({ id: row.id, name: row.name })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <ConfirmButton
                      size="small"
                      color="error"
                      label={translate('app.wholesale.delete')}
                      question={row.name}
                      action={() => dp.delete(resource, { id: row.id, previousData: row })}
                      onDone={() => {
                        notify.success('app.wholesale.deleted');
                        void refetch();
                      }}
                      testId={`dictionary-delete-${row.id}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

export default DictionaryTable;
