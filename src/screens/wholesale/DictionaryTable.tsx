/**
 * The wholesale reference tables (SPEC.md 2: /for-wholesalers/heights, sizes, colors, models, styles,
 * types; admin): one generic editable table (#, name) for all six, chosen by the route: add, rename in
 * place (Enter saves, Escape cancels), delete (deactivate) after a confirmation.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { IconButton, TableCell, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { RouteDef } from '../../domain/routes';
import type { WholesaleDictionary } from '../../domain/wholesale/paths';
import type { WholesaleDictionaryDto } from '../../domain/wholesale/contract';
import { useAppNotify } from '../../layout/feedback';
import { NamedRowsScreen, useNamedRows } from '../../ui/NamedRows';
import { HeadCells } from '../../ui/CardTable';

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
  const resource = `wholesale_${kind}`;
  const translate = useTranslate();
  const notify = useAppNotify();
  const dp = useDataProvider();
  const rows = useNamedRows<WholesaleDictionaryDto>(resource, 'id');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const rename = async () => {
    if (!editing || !editing.name.trim()) return;
    try {
      await dp.update(resource, { id: editing.id, data: { name: editing.name.trim() }, previousData: {} });
      notify.success('app.wholesale.saved');
      setEditing(null);
      await rows.refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <NamedRowsScreen
      rows={rows}
      title={translate(`app.wholesale.${kind}`)}
      screenTestId={`screen-${route.key}`}
      prefix="dictionary"
      addLabel={translate('app.wholesale.dictionary_add')}
      empty={translate('app.wholesale.dictionary_empty')}
      head={<HeadCells columns={[{ text: '#' }, 'app.wholesale.name']} />}
      cells={(row) => (
        <>
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
        </>
      )}
      actions={(row) => (
        <IconButton aria-label={`${translate('app.wholesale.edit')} ${row.name}`} onClick={() => setEditing({ id: row.id, name: row.name })}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}

export default DictionaryTable;
