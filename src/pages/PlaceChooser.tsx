import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorsOf } from '../providers/httpClient';
import { setSalePlace, useSalePlace } from '../providers/salePlace';
import { Loading } from '../layout/RouteGuard';
import { messageKey } from '../i18n';

/**
 * The sale place checkboxes (SPEC.md section 4, Sale place): only the employee's allowed places, one
 * at a time (ticking one unticks the others), kept across reloads. Used by /workplace and the settings
 * 'sell place' card.
 */
export function PlaceChooser({ testId = 'workplace-places' }: { testId?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const place = useSalePlace();
  const { data: places, isPending, error } = useQuery({
    queryKey: ['workplace', 'myPlaces'],
    queryFn: () => dataProvider.myPlaces(),
  });

  return (
    <>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate(messageKey(errorsOf(error)[0]?.code ?? 'server_error'))}</Alert>}
      {places && places.length === 0 && <Alert severity="info">{translate('app.workplace.empty')}</Alert>}
      {places && places.length > 0 && (
        <FormGroup data-testid={testId}>
          {places.map((p) => (
            <FormControlLabel
              key={p.id}
              control={
                <Checkbox
                  checked={place?.id === p.id}
                  onChange={(e) => {
                    setSalePlace(e.target.checked ? { id: p.id, name: p.name, address: p.address, type: p.type } : null);
                    if (e.target.checked) notify(translate('app.workplace.chosen', { name: p.name }), { type: 'info' });
                  }}
                  slotProps={{ input: { 'aria-label': p.name } }}
                />
              }
              label={
                <span>
                  {p.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {p.type.name}
                    {p.address ? ` · ${p.address}` : ''}
                  </Typography>
                </span>
              }
            />
          ))}
        </FormGroup>
      )}
    </>
  );
}
