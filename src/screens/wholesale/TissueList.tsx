/**
 * /for-wholesalers/tissues and /tissues/{id} (admin): the fabrics with their sample image, colour
 * swatch, hex and the rgb, hsl, hsv, hsi the server computes from it; add and edit in one form dialog
 * (PATCH as multipart when an image is chosen; 'Tissue update error' on failure).
 */
import { useState } from 'react';
import { BooleanInput, TextInput, Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import { tissueBody, type TissueDto } from '../../domain/wholesale/contract';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormDialog } from '../../ui/FormDialog';
import { AddButton } from '../../ui/AddButton';
import { HeadCells, CardTable } from '../../ui/CardTable';

interface TissueValues {
  color_name: string;
  code: string;
  hex: string;
  available_length: string;
  is_active: boolean;
}
const FIELDS = ['rgb', 'hsl', 'hsv', 'hsi'] as const;

export function TissueList({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const dp = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useGetList<TissueDto>('tissues', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { is_active: 'all' } });
  const [creating, setCreating] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const editing = idParam ? data?.find((t) => t.id === Number(idParam)) : undefined;
  const open = creating || !!editing;
  const close = () => {
    setCreating(false);
    setImage(null);
    if (idParam) navigate('/for-wholesalers/tissues');
  };
  const f = (key: string) => `resources.tissues.fields.${key}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={`screen-${route?.key ?? 'tissues'}`}>
      <Title title={translate('resources.tissues.name', { smart_count: 2 })} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('resources.tissues.name', { smart_count: 2 })}
        </Typography>
        <AddButton label={translate('app.wholesale.tissue_add')} onClick={() => setCreating(true)} testId="tissue-add" />
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {data && !data.length && <Alert severity="info">{translate('app.wholesale.dictionary_empty')}</Alert>}
      {!!data?.length && (
        <CardTable
          testId="tissues-table"
          head={<HeadCells columns={[{ text: '#' }, ...['fabric_sample_image', 'color_name', 'code', 'hex', ...FIELDS].map(f), { label: f('available_length'), align: 'right' }, f('is_active'), {}]} />}
        >
          {data.map((t) => (
            <TableRow key={t.id} data-testid={`tissue-row-${t.id}`}>
              <TableCell>{t.id}</TableCell>
              <TableCell>{t.fabric_sample_image ? <img src={t.fabric_sample_image} alt={t.color_name} width={40} height={40} style={{ objectFit: 'cover' }} /> : null}</TableCell>
              <TableCell>{t.color_name}</TableCell>
              <TableCell>{t.code}</TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-block', width: 16, height: 16, bgcolor: t.hex, border: '1px solid #767676', verticalAlign: 'middle', mr: 1 }} aria-hidden />
                {t.hex}
              </TableCell>
              {FIELDS.map((k) => (
                <TableCell key={k} data-testid={`tissue-${k}-${t.id}`}>
                  {t[k]}
                </TableCell>
              ))}
              <TableCell align="right">{t.available_length}</TableCell>
              <TableCell>{translate(t.is_active ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => navigate(`/for-wholesalers/tissues/${t.id}`)} data-testid={`tissue-edit-${t.id}`}>
                  {translate('app.wholesale.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
      <FormDialog<TissueValues>
        key={editing?.id ?? (creating ? 'new' : 'closed')}
        open={open}
        title={editing ? translate('app.wholesale.tissue_title', { id: editing.id }) : translate('app.wholesale.tissue_add')}
        schema={tissueBody}
        defaultValues={{
          color_name: editing?.color_name ?? '',
          code: editing?.code ?? '',
          hex: editing?.hex ?? '#000000',
          available_length: editing?.available_length ?? '0',
          is_active: editing?.is_active ?? true,
        }}
        allowPristine={!editing}
        onSubmit={async (values) => {
          await dp.saveTissue(editing?.id ?? null, { ...values }, image);
          notify.success('app.wholesale.tissue_saved');
          close();
          await refetch();
        }}
        onClose={close}
        testId="tissue-form"
      >
        <TextInput source="color_name" label={f('color_name')} fullWidth />
        <TextInput source="code" label={f('code')} fullWidth />
        <TextInput source="hex" label={f('hex')} fullWidth />
        <TextInput source="available_length" label={f('available_length')} fullWidth />
        <BooleanInput source="is_active" label={f('is_active')} />
        <Button component="label" variant="outlined">
          {image ? image.name : translate('app.wholesale.choose_image')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" data-testid="tissue-image" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </Button>
      </FormDialog>
    </Box>
  );
}

export default TissueList;
