import { useState } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PlaceIcon from '@mui/icons-material/Place';
import { LanguageSwitch } from './LanguageSwitch';
import { useWorkPlace } from '../providers/session';
import { waitingSalesCount } from '../providers/tillOwner';

/**
 * Top bar: menu toggle (react-admin's), logo linking to /, 'place: {name}', language and logout.
 * `alwaysOn` comes from the layout's `appBarAlwaysOn` (./MainLayout.tsx), which also keeps the sidebar in place.
 */
export function AppBar({ alwaysOn }: { alwaysOn?: boolean }) {
  const translate = useTranslate();
  const place = useWorkPlace();
  const logout = useLogout();
  // sales made offline and not yet sent stay in this browser whoever signs in next: the seller is told how many
  const [waiting, setWaiting] = useState(0);
  const signOut = async () => {
    const count = await waitingSalesCount();
    if (count > 0) setWaiting(count);
    else void logout();
  };
  return (
    <RaAppBar
      alwaysOn={alwaysOn}
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {/* its spinner (shown while any query runs) needs a name for screen readers (axe: aria-progressbar-name) */}
          <LoadingIndicator {...({ 'aria-label': translate('ra.page.loading') } as object)} />
          {/* at every width: on a phone the switch is the icon and the language code */}
          <LanguageSwitch />
          {/* the name stays on the button when its text is hidden on a phone */}
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => void signOut()}
            data-testid="logout"
            aria-label={translate('app.layout.logout')}
            sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {translate('app.layout.logout')}
            </Box>
          </Button>
          <Dialog open={waiting > 0} onClose={() => setWaiting(0)} data-testid="logout-waiting">
            <DialogContent>
              <DialogContentText>{translate('app.layout.logout_waiting', { smart_count: waiting })}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setWaiting(0)}>{translate('app.layout.cancel')}</Button>
              <Button
                color="error"
                onClick={() => {
                  setWaiting(0);
                  void logout();
                }}
                data-testid="logout-confirm"
              >
                {translate('app.layout.logout_confirm')}
              </Button>
            </DialogActions>
          </Dialog>
        </Box>
      }
    >
      <Box
        component={Link}
        to="/"
        aria-label={`${translate('app.name')}: ${translate('app.layout.home')}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0.5, sm: 2 } }}
      >
        <StorefrontIcon />
        <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('app.name')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Chip
        data-testid="current-place"
        icon={<PlaceIcon />}
        component={Link}
        to="/workplace"
        clickable
        label={place ? translate('app.layout.place', { name: place.name }) : translate('app.layout.no_place')}
        sx={{
          color: 'inherit',
          borderColor: 'rgba(255,255,255,0.5)',
          maxWidth: { xs: 130, sm: 'none' },
          '& .MuiChip-icon': { color: 'inherit' },
        }}
        variant="outlined"
      />
    </RaAppBar>
  );
}
