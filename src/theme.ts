import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  ...defaultTheme,
  palette: { primary: { main: '#1e40af' }, secondary: { main: '#0e7490' }, background: { default: '#f5f7fb' } },
  shape: { borderRadius: 8 },
});
