import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorsOf } from '../providers/httpClient';
import { setSalePlace, useSalePlace } from '../providers/salePlace';
import { Loading } from '../layout/RouteGuard';
import { useRefreshSession, useSession } from '../providers/session';
import { messageKey } from '../i18n';
import { usePlaceTypeName } from '../ui/moneyUi';

/**
 * The sale place checkboxes (SPEC.md section 4, Sale place): only the employee's allowed places, one
 * at a time (ticking one unticks the others), kept across reloads. Used by /workplace and the settings
 * 'sell place' card.
 */
/**
 * The employee's places as the server has them now. When one of them is not among the places of the
 * signed-in session (a place created or given since signing in), the session is read again, so the new
 * place can be chosen at once.
 */
export function useMyPlaces() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useSession();
  const refreshSession = useRefreshSession();
  const query = useQuery({ queryKey: ['workplace', 'myPlaces'], queryFn: () => dataProvider.myPlaces() });
  const known = identity?.places;
  const stale = !!query.data && !!known && query.data.some((p) => !known.includes(p.id as number));
  useEffect(() => {
    if (stale) void refreshSession();
  }, [stale, refreshSession]);
  return query;
}

export function PlaceChooser({ testId = 'workplace-places' }: { testId?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const place = useSalePlace();
  const typeName = usePlaceTypeName();
  const { data: places, isPending, error } = useMyPlaces();

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
                    if (e.target.checked) notify('app.workplace.chosen', { type: 'info', messageArgs: { name: p.name } });
                  }}
                  slotProps={{ input: { 'aria-label': p.name } }}
                />
              }
              label={
                <span>
                  {p.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {typeName(p.type.name)}
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
