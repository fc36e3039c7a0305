import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import type { RouteDef } from '../domain/routes';

/** A screen of a later issue: its route, title and access rules already work. */
export function Placeholder({ route }: { route: RouteDef }) {
  const translate = useTranslate();
  const title = translate(`app.routes.${route.key}`);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid={`screen-${route.key}`}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">{translate('app.placeholder.text')}</Alert>
    </Box>
  );
}

export default Placeholder;
