/** The barcodes of a product by size: list, add (admin), delete (admin, with a confirmation). */
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, TableCell, TableRow, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { BARCODE_MAX } from '../../domain/catalogue';
import { barcodeSchema, type BarcodeDto, type ProductDto } from '../../domain/product/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCanWrite } from '../../ui/catalogueUi';
import { Spinner, errorText, fieldErrorText } from '../../layout/feedback';
import { useBusy } from '../../ui/useBusy';
import { SizeSelect } from './SizeSelect';
import { IconAction } from '../../ui/IconAction';
import { FormBox } from '../../ui/FormBox';
import { RowDeleteConfirm, useRowDelete } from '../../ui/RowDeleteConfirm';
import { HeadCells, HeadTable } from '../../ui/CardTable';

export function ProductBarcodes({ product }: { product: ProductDto }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const writable = useCanWrite('barcodes');
  const { data, isPending, error, refetch } = useGetList<BarcodeDto>('barcodes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
    filter: { product: product.id },
  });
  const [draft, setDraft] = useState<{ code: string; size: number | '' }>({ code: '', size: '' });
  const { busy, run } = useBusy();

  const parsed = barcodeSchema.safeParse({ ...draft, product: product.id });
  const codeIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'code');
  const showCodeError = draft.code !== '' && !!codeIssue;

  const add = async () => {
    if (!parsed.success || busy) return;
    const body = parsed.data;
    await run(async () => {
      await dataProvider.createBarcode(body);
      notify('app.catalogue.barcodes.added', { type: 'success' });
      setDraft({ code: '', size: draft.size });
      await refetch();
    });
  };

  const rowDelete = useRowDelete<BarcodeDto>(run, async (barcode) => {
    await dataProvider.delete('barcodes', { id: barcode.id, previousData: barcode });
    notify('app.catalogue.barcodes.deleted', { type: 'info' });
    await refetch();
  });

  const rows = [...(data ?? [])].sort((a, b) => a.size.name.localeCompare(b.size.name) || a.code.localeCompare(b.code));
  return (
    <Card>
      <CardHeader title={translate('app.catalogue.barcodes.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {writable && (
          <FormBox
            onSubmit={() => void add()}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
            data-testid="barcode-form"
          >
            <SizeSelect value={draft.size} onChange={(size) => setDraft({ ...draft, size })} testId="barcode-size" />
            <TextField
              size="small"
              required
              label={translate('app.catalogue.barcodes.code')}
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.target.value })}
              error={showCodeError}
              helperText={showCodeError ? fieldErrorText(translate, codeIssue!.message, BARCODE_MAX) : undefined}
              fullWidth={false}
              sx={{ minWidth: 240 }}
              slotProps={{ htmlInput: { 'data-testid': 'barcode-code', autoComplete: 'off' } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!parsed.success || busy}
              startIcon={busy && !rowDelete.deleting ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
              sx={{ mt: 1 }}
              data-testid="barcode-add"
            >
              {translate('app.catalogue.barcodes.add')}
            </Button>
          </FormBox>
        )}
        {error && <Alert severity="error">{errorText(translate, error)}</Alert>}
        {isPending ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="barcodes-empty">
            {translate('app.catalogue.barcodes.empty')}
          </Typography>
        ) : (
          <HeadTable
            testId="barcodes-table"
            head={<HeadCells columns={['app.catalogue.stock.size', 'app.catalogue.barcodes.code', writable && { align: 'right' }]} />}
          >
            {rows.map((b) => (
              <TableRow key={b.id} hover data-testid={`barcode-row-${b.id}`}>
                <TableCell>{b.size.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{b.code}</TableCell>
                {writable && (
                  <TableCell align="right">
                    <IconAction title={translate('ra.action.delete')} ariaLabel={`${translate('ra.action.delete')} ${b.code}`} icon={<DeleteIcon fontSize="small" />} onClick={() => rowDelete.ask(b)} testId={`barcode-delete-${b.id}`} color="error" size="small" />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </HeadTable>
        )}
      </CardContent>
      <RowDeleteConfirm rowDelete={rowDelete} busy={busy} title={(b) => translate('app.catalogue.barcodes.delete_title', { code: b?.code ?? '' })} />
    </Card>
  );
}
