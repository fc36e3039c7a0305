/**
 * An inline-editable table of named catalogue rows (product types, size types, sizes): # (read-only
 * id), name and optionally a type; add, edit in place (Enter saves, Escape cancels) and delete with a
 * confirmation. Rows are sent only when the name is non-empty (and the type chosen) (SPEC.md section 5).
 */
import { useState, type KeyboardEvent } from 'react';
import { Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CircularProgress, TableCell, TableRow, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { NAME_MAX } from '../domain/catalogue';
import { productTypeSchema, sizeSchema } from '../domain/product/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { useCanWrite, type CatalogueArea } from './catalogueUi';
import { Spinner, errorText, fieldErrorText } from '../layout/feedback';
import { useBusy } from './useBusy';
import { TablePager } from '../layout/TablePager';
import { IconAction } from './IconAction';
import { IdSelect, type IdSelectProps } from './IdSelect';
import { HeadCells, HeadTable } from './CardTable';
import { RowDeleteConfirm, useRowDelete } from './RowDeleteConfirm';

export const TABLE_PAGE_SIZE = 10;

interface Row {
  id: number;
  name: string;
  type?: number;
  type_name?: string;
}

interface Draft {
  name: string;
  type: number | '';
}

export interface InlineTableProps {
  resource: 'product_types' | 'size_types' | 'sizes';
  area: CatalogueArea;
  /** i18n key of the screen title */
  titleKey: string;
  /** with a type column: the choices of the type select */
  types?: { id: number; name: string }[];
  typesLoading?: boolean;
}

const emptyDraft: Draft = { name: '', type: '' };

/** The first rule broken by a draft: { field, code } or null. */
function draftError(draft: Draft, withType: boolean): { field: 'name' | 'type'; code: string } | null {
  const parsed = withType ? sizeSchema.safeParse(draft) : productTypeSchema.safeParse({ name: draft.name });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: issue.path[0] === 'type' ? 'type' : 'name', code: issue.message };
}

export function InlineTable({ resource, area, titleKey, types, typesLoading }: InlineTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const writable = useCanWrite(area);
  const withType = !!types;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<{ id: number; draft: Draft; original: Draft } | null>(null);
  const { busy, run } = useBusy();

  const { data, total, isPending, error, refetch } = useGetList<Row>(resource, {
    pagination: { page, perPage: TABLE_PAGE_SIZE },
    sort: { field: 'id', order: 'ASC' },
  });

  const typeLabel = withType ? translate('resources.sizes.fields.type') : '';
  const nameLabel = translate(`resources.${resource}.fields.name`);

  const addError = draftError(adding, withType);
  const add = async () => {
    if (addError || busy) return;
    await run(async () => {
      const body = withType ? { name: adding.name.trim(), type: adding.type } : { name: adding.name.trim() };
      await dataProvider.create(resource, { data: body });
      notify('app.catalogue.table.created', {
        type: 'success',
        messageArgs: { type: translate(`resources.${resource}.name`, { smart_count: 1 }), name: body.name },
      });
      setAdding(emptyDraft);
      // the new row is the last one (ordered by id): show its page
      const lastPage = Math.max(1, Math.ceil(((total ?? 0) + 1) / TABLE_PAGE_SIZE));
      if (lastPage !== page) setPage(lastPage);
      else await refetch();
    });
  };

  const editError = editing ? draftError(editing.draft, withType) : null;
  const unchanged = !!editing && editing.draft.name.trim() === editing.original.name && editing.draft.type === editing.original.type;
  const save = async () => {
    if (!editing || editError || unchanged || busy) return;
    await run(async () => {
      const body = withType ? { name: editing.draft.name.trim(), type: editing.draft.type } : { name: editing.draft.name.trim() };
      await dataProvider.replaceRecord(resource, editing.id, body);
      notify('app.catalogue.table.updated', {
        type: 'success',
        messageArgs: { type: translate(`resources.${resource}.name`, { smart_count: 1 }), name: body.name },
      });
      setEditing(null);
      await refetch();
    });
  };

  const rowDelete = useRowDelete<Row>(run, async (row) => {
    await dataProvider.delete(resource, { id: row.id, previousData: row });
    notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
    if (data?.length === 1 && page > 1) setPage(page - 1);
    await refetch();
  });

  const onEditKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(null);
    }
  };
  const onAddKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void add();
    }
  };

  const typeSelect = ({ showError, ...select }: Pick<IdSelectProps, 'value' | 'onChange' | 'testId' | 'onKeyDown'> & { showError: boolean }) => (
    <IdSelect
      {...select}
      label={typeLabel}
      options={types}
      loading={typesLoading}
      error={showError}
      helperText={showError ? fieldErrorText(translate, 'required') : undefined}
      fullWidth={false}
      margin="none"
      sx={{ minWidth: 180 }}
    />
  );

  const showAddNameError = addError?.field === 'name' && adding.name !== '';
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={`screen-${resource}`}>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Card sx={{ maxWidth: withType ? 900 : 720 }}>
        {writable && (
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, flexWrap: 'wrap' }}
            aria-label={translate('app.catalogue.table.add')}
          >
            <TextField
              size="small"
              label={nameLabel}
              value={adding.name}
              onChange={(e) => setAdding({ ...adding, name: e.target.value })}
              onKeyDown={onAddKey}
              fullWidth={false}
              margin="none"
              error={showAddNameError}
              helperText={showAddNameError ? fieldErrorText(translate, addError!.code, NAME_MAX) : undefined}
              sx={{ flex: 1, minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': `${resource}-new-name` } }}
            />
            {withType && typeSelect({ value: adding.type, onChange: (type) => setAdding({ ...adding, type }), testId: `${resource}-new-type`, showError: false })}
            <Button
              type="submit"
              variant="contained"
              startIcon={busy && !editing && !rowDelete.deleting ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
              disabled={!!addError || busy}
              data-testid={`${resource}-add`}
            >
              {translate('app.catalogue.table.add')}
            </Button>
          </Box>
        )}
        {error && <Alert severity="error">{errorText(translate, error)}</Alert>}
        {isPending ? (
          <Spinner />
        ) : (
          <HeadTable
            testId={`${resource}-table`}
            head={<HeadCells columns={[{ text: '#', sx: { width: 80 } }, { text: nameLabel }, withType && { text: typeLabel }, writable && { align: 'right', sx: { width: 140 } }]} />}
          >
            {data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.list.no_results')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {data?.map((row) => {
              const isEditing = editing?.id === row.id;
              return (
                <TableRow key={row.id} hover data-testid={`${resource}-row-${row.id}`}>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>
                    {isEditing ? (
                      <TextField
                        size="small"
                        margin="none"
                        autoFocus
                        fullWidth
                        value={editing.draft.name}
                        onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, name: e.target.value } })}
                        onKeyDown={onEditKey}
                        error={editError?.field === 'name'}
                        helperText={editError?.field === 'name' ? fieldErrorText(translate, editError.code, NAME_MAX) : undefined}
                        slotProps={{ htmlInput: { 'data-testid': `${resource}-edit-name`, 'aria-label': nameLabel } }}
                      />
                    ) : (
                      row.name
                    )}
                  </TableCell>
                  {withType && (
                    <TableCell>
                      {isEditing
                        ? typeSelect({
                            value: editing.draft.type,
                            onChange: (type) => setEditing({ ...editing, draft: { ...editing.draft, type } }),
                            testId: `${resource}-edit-type`,
                            showError: editError?.field === 'type',
                            onKeyDown: onEditKey,
                          })
                        : (row.type_name ?? types?.find((t) => t.id === row.type)?.name ?? '')}
                    </TableCell>
                  )}
                  {writable && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {isEditing ? (
                        <>
                          <IconAction title={translate('ra.action.save')} icon={busy ? <CircularProgress size={18} /> : <CheckIcon />} onClick={() => void save()} disabled={!!editError || unchanged || busy} testId={`${resource}-save`} color="primary" />
                          <IconAction title={translate('ra.action.cancel')} icon={<CloseIcon />} onClick={() => setEditing(null)} />
                        </>
                      ) : (
                        <>
                          <IconAction
                            title={translate('ra.action.edit')}
                            ariaLabel={`${translate('ra.action.edit')} ${row.name}`}
                            icon={<EditIcon />}
                            onClick={() => {
                              const original = { name: row.name, type: (row.type ?? '') as number | '' };
                              setEditing({ id: row.id, draft: original, original });
                            }}
                            testId={`${resource}-edit-${row.id}`}
                          />
                          <IconAction title={translate('ra.action.delete')} ariaLabel={`${translate('ra.action.delete')} ${row.name}`} icon={<DeleteIcon />} onClick={() => rowDelete.ask(row)} testId={`${resource}-delete-${row.id}`} color="error" />
                        </>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </HeadTable>
        )}
        <TablePager
          count={total ?? 0}
          page={page - 1}
          onPageChange={(_, p) => setPage(p + 1)}
          rowsPerPage={TABLE_PAGE_SIZE}
          rowsPerPageOptions={[TABLE_PAGE_SIZE]}
        />
      </Card>
      <RowDeleteConfirm rowDelete={rowDelete} busy={busy} title={(row) => translate('app.catalogue.table.delete_title', { name: row?.name ?? '' })} />
    </Box>
  );
}
