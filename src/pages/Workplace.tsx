import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { homeFor } from '../domain/routes';
import { useSession, useWorkPlace } from '../layout/session';
import { PlaceChooser } from './PlaceChooser';

/** Choose the sale place: only the employee's allowed places; one at a time; kept across reloads. */
export function Workplace() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { roles } = useSession();
  const place = useWorkPlace();

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
          <PlaceChooser />
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" disabled={!place} onClick={() => navigate(homeFor(roles))} data-testid="workplace-continue">
              {translate('app.workplace.continue')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default Workplace;
