import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid="not-found">
      <Title title={translate('app.routes.not_found')} />
      <SearchOffIcon sx={{ fontSize: 80, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.not_found.hint')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('app.not_found.go_home')}
      </Button>
    </Box>
  );
}

export default NotFound;
