import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { homeFor } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorsOf } from '../providers/httpClient';
import { setSalePlace, useSalePlace } from '../providers/salePlace';
import { Loading } from '../layout/RouteGuard';
import { useSession } from '../layout/session';
import { messageKey } from '../i18n';

/** Choose the sale place: only the employee's allowed places; one at a time; kept across reloads. */
export function Workplace() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { role } = useSession();
  const place = useSalePlace();
  const { data: places, isPending, error } = useQuery({
    queryKey: ['workplace', 'myPlaces'],
    queryFn: () => dataProvider.myPlaces(),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Title title={translate('app.routes.workplace')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.workplace.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.workplace.hint')}
          </Typography>
          {isPending && <Loading />}
          {error && <Alert severity="error">{translate(messageKey(errorsOf(error)[0]?.code ?? 'server_error'))}</Alert>}
          {places && places.length === 0 && <Alert severity="info">{translate('app.workplace.empty')}</Alert>}
          {places && places.length > 0 && (
            <FormGroup data-testid="workplace-places">
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
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" disabled={!place} onClick={() => navigate(homeFor(role))} data-testid="workplace-continue">
              {translate('app.workplace.continue')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default Workplace;
