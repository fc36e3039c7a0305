/**
 * The fabric barcode lookup of the factory deliveries screen (SPEC.md 7 Transfer): a barcode
 * typed, or scanned by the keyboard-wedge scanner (its burst ends with Enter), is asked of the server
 * (`dataProvider.fabricLookup`), which asks the fabric service the operator configured. Shows the
 * service's fields in a small table, 'not found', or the error's text; a progress bar while waiting.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Button, LinearProgress, TableCell, TableRow, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { FABRIC_BARCODE_MAX } from '../../domain/movement/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../layout/feedback';
import { CardTable, HeadCells } from '../../ui/CardTable';

export function FabricLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [barcode, setBarcode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const lookup = useMutation({
    mutationFn: (code: string) => dataProvider.fabricLookup(code),
    // back in the field with the code selected: the next scan replaces it instead of adding to it
    onSettled: () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = barcode.trim();
    if (code) lookup.mutate(code);
  };

  const result = lookup.data;
  return (
    <Box sx={{ mb: 2 }} data-testid="fabric-lookup">
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate('app.movement.fabric_lookup')}
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
          helperText={translate('app.movement.fabric_lookup_help')}
          autoComplete="off"
          inputRef={inputRef}
          slotProps={{ htmlInput: { maxLength: FABRIC_BARCODE_MAX, 'data-testid': 'fabric-barcode' } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} data-testid="fabric-find">
          {translate('app.movement.find')}
        </Button>
      </Box>
      {lookup.isPending && <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.movement.fabric_lookup_busy')} data-testid="fabric-busy" />}
      {lookup.isError && (
        <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }} data-testid="fabric-error">
          {errorText(translate, lookup.error)}
        </Alert>
      )}
      {lookup.isSuccess && result && !result.found && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="fabric-not-found">
          {translate('app.movement.fabric_not_found', { barcode: result.barcode })}
        </Alert>
      )}
      {lookup.isSuccess && result?.found && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('app.movement.fabric_found', { barcode: result.barcode })}
          </Typography>
          {result.fields.length === 0 ? (
            <Alert severity="info" data-testid="fabric-no-fields">
              {translate('app.movement.fabric_no_fields')}
            </Alert>
          ) : (
            <CardTable
              testId="fabric-fields"
              ariaLabel={translate('app.movement.fabric_found', { barcode: result.barcode })}
              head={<HeadCells columns={['app.movement.col_field', 'app.movement.col_value']} />}
            >
              {result.fields.map((f, i) => (
                <TableRow key={`${i}-${f.name}`} data-testid={`fabric-field-${i}`}>
                  <TableCell component="th" scope="row">
                    {f.name}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{f.value}</TableCell>
                </TableRow>
              ))}
            </CardTable>
          )}
        </Box>
      )}
    </Box>
  );
}

export default FabricLookup;
