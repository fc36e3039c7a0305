import { useEffect, useRef } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { homeFor } from '../domain/routes';
import { useSession, useWorkPlace, type WorkplaceState } from '../providers/session';
import { setSalePlace } from '../providers/salePlace';
import { PlaceChooser, useMyPlaces } from './PlaceChooser';

/**
 * Choose the sale place: only the employee's allowed places; one at a time; kept across reloads. An
 * employee with exactly one place, none chosen yet, gets it chosen for them and goes on at once; with
 * several, the screen says why it asks.
 */
export function Workplace() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { roles } = useSession();
  const place = useWorkPlace();
  const { data: places } = useMyPlaces();
  const next = (location.state as WorkplaceState | null)?.from ?? homeFor(roles);
  const sole = places?.length === 1 ? places[0] : null;

  const chosenForThem = useRef(false);
  useEffect(() => {
    if (place || !sole) return;
    chosenForThem.current = true;
    setSalePlace({ id: sole.id as number, name: sole.name, address: sole.address, type: sole.type });
  }, [place, sole]);
  // the sole place chosen for them (once the session knows it): on to where they were going
  useEffect(() => {
    if (chosenForThem.current && sole && place?.id === sole.id) {
      chosenForThem.current = false;
      navigate(next, { replace: true });
    }
  }, [sole, place, next, navigate]);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Title title={translate('app.routes.workplace')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.workplace.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.workplace.hint')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="workplace-why">
            {translate('app.workplace.why')}
          </Typography>
          <PlaceChooser />
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" disabled={!place} onClick={() => navigate(next)} data-testid="workplace-continue">
              {translate('app.workplace.continue')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default Workplace;
