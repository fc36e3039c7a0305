import { useState, type MouseEvent } from 'react';
import { useLoading, useLogout, useRefresh, useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AppBar as MuiAppBar, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PlaceIcon from '@mui/icons-material/Place';
import { LanguageSwitch } from './LanguageSwitch';
import { useWorkPlace } from '../providers/session';
import { waitingSalesCount } from '../providers/tillOwner';

/*
 * react-admin's app bar, menu toggle and loading indicator, redrawn here without MUI's Tooltip on the toggle and the
 * refresh button: a Tooltip keeps its child's node in state, set as React commits, so the first screen's
 * commit scheduled a render of its own at once. React then ran every effect of the first screen (about
 * 0.3 s at 4x CPU on /sale) and rendered again before the browser could paint the screen it had just
 * committed (docs/decisions.md 'The first commit paints'). The buttons keep their names (aria-label) and
 * say them on hover (title).
 */

/** react-admin's SidebarToggleButton: opens and closes the sidebar (its state kept in react-admin's store). */
function MenuToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  return (
    <IconButton color="inherit" className="RaAppBar-menuButton" onClick={() => setOpen(!open)} aria-label={label} title={label} sx={{ mr: '0.2em' }}>
      <MenuIcon sx={(theme) => ({ transform: open ? 'rotate(180deg)' : 'rotate(0deg)', transition: theme.transitions.create('transform', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }) })} />
    </IconButton>
  );
}

/** While any query or mutation runs, a spinner over the refresh button (react-admin's LoadingIndicator). */
function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          refresh();
        }}
        sx={{ opacity: loading ? 0 : 1 }}
      >
        <RefreshIcon />
      </IconButton>
      {/* its spinner needs a name for screen readers (axe: aria-progressbar-name) */}
      {loading && <CircularProgress color="inherit" size={16} thickness={6} aria-label={translate('ra.page.loading')} sx={{ position: 'absolute', top: '30%', left: '30%' }} />}
    </Box>
  );
}

/**
 * Top bar: menu toggle, logo linking to /, 'place: {name}', language and logout. Always in view (the
 * layout's `appBarAlwaysOn`, ./MainLayout.tsx, which also keeps the sidebar below it); react-admin's
 * classes (RaAppBar-appBar, -toolbar, -menuButton) on the same elements as its own bar's.
 */
export function AppBar() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <MuiAppBar color="primary" className="RaAppBar-appBar">
      <Toolbar
        disableGutters
        variant={isXSmall ? 'regular' : 'dense'}
        className="RaAppBar-toolbar"
        sx={(theme) => ({ px: 1, [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } })}
      >
        <MenuToggle />
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LoadingIndicator />
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
      </Toolbar>
    </MuiAppBar>
  );
}
