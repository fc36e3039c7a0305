import type { ReactElement } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { Avatar, Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SettingsIcon from '@mui/icons-material/Settings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FactoryIcon from '@mui/icons-material/Factory';
import SellIcon from '@mui/icons-material/Sell';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StoreIcon from '@mui/icons-material/Store';
import LabelIcon from '@mui/icons-material/Label';
import CircleIcon from '@mui/icons-material/FiberManualRecord';
import { MENU_GROUPS, isMenuDisabled, matchRoute, menuFor, type MenuGroup, type RouteDef } from '../domain/routes';
import { initialsOf, useSession } from '../providers/session';
import { useAfterFirstCommit } from './afterFirstCommit';

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  financial_requisitions: <RequestQuoteIcon />,
  requisitions: <AssignmentIcon />,
  sale: <PointOfSaleIcon />,
  bookings: <EventNoteIcon />,
  settings: <SettingsIcon />,
  reports: <AssessmentIcon />,
  transfers_from_factory: <FactoryIcon />,
  price_groups: <SellIcon />,
};
const GROUP_ICONS: Record<MenuGroup, ReactElement> = {
  products: <CheckroomIcon />,
  sales: <ReceiptLongIcon />,
  management: <BusinessCenterIcon />,
  transfers: <LocalShippingIcon />,
  wholesale: <StoreIcon />,
};

/**
 * Below md the sidebar covers the screen (a temporary drawer on a phone, the full-width drawer on a
 * tablet): a tapped entry closes it, so the new screen is not left under the drawer and its backdrop
 * (react-admin's MenuItemLink does the same; our entries are plain links).
 */
function useClosesOnTap() {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
}

function Profile() {
  const { identity } = useSession();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const closesOnTap = useClosesOnTap();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }} data-testid="sidebar-profile">
      {/* the picture or the initials; opens one's own profile */}
      {/* the link's name is the initials it shows and 'Profile' (axe: the visible text is part of the name) */}
      <Link to={identity ? `/profile/${identity.id}` : '#'} onClick={closesOnTap ? () => setOpen(false) : undefined} data-testid="sidebar-profile-link" style={{ textDecoration: 'none' }}>
        <Avatar src={identity?.payload?.picture ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {initialsOf(identity?.name)}
        </Avatar>
        <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}>
          {translate('app.routes.profile')}
        </Box>
      </Link>
      {open && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {identity?.name || identity?.username}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {identity?.position || translate('app.layout.default_position')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * One entry: a list item holding a link (navigation, not an ARIA menu: a <nav> of lists passes axe-core).
 * It is highlighted only when the current path resolves to exactly its route, so /products and
 * /products/types are never lit together.
 */
function Item({ route, disabled }: { route: RouteDef; disabled: boolean }) {
  const translate = useTranslate();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const closesOnTap = useClosesOnTap();
  const label = translate(`app.routes.${route.key}`);
  const icon = ICONS[route.key] ?? (route.menu?.group ? <CircleIcon sx={{ fontSize: 10 }} /> : <LabelIcon />);
  const indent = route.menu?.group && sidebarOpen ? 4 : 2;
  if (disabled) {
    return (
      <ListItem disablePadding data-testid={`menu-${route.key}`} data-disabled="true">
        <Tooltip title={translate('app.menu.disabled_hint')} placement="right">
          <Box sx={{ width: '100%' }}>
            <ListItemButton disabled sx={{ pl: indent }} aria-disabled="true">
              <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
              <ListItemText primary={label} secondary={translate('app.menu.disabled_hint')} />
            </ListItemButton>
          </Box>
        </Tooltip>
      </ListItem>
    );
  }
  const active = matchRoute(location.pathname)?.path === route.path;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={route.path}
        onClick={closesOnTap ? () => setSidebarOpen(false) : undefined}
        selected={active}
        aria-current={active ? 'page' : undefined}
        // a long label is cut with an ellipsis: the full text shows on hover
        title={label}
        data-testid={`menu-${route.key}`}
        className={active ? 'RaMenuItemLink-active' : undefined}
        sx={{ pl: indent, py: 0.75 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} sx={sidebarOpen ? undefined : { opacity: 0, width: 0 }} />
      </ListItemButton>
    </ListItem>
  );
}

function Group({ group, routes, role }: { group: MenuGroup; routes: RouteDef[]; role: ReturnType<typeof useSession>['roles'] }) {
  const translate = useTranslate();
  const [open, setOpen] = useStore<boolean>(`menu.group.${group}`, true);
  const listId = `menu-group-${group}-items`;
  const label = translate(`app.menu.groups.${group}`);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} data-testid={`menu-group-${group}`} aria-expanded={open} aria-controls={listId} title={label}>
        <ListItemIcon sx={{ minWidth: 40 }}>{GROUP_ICONS[group]}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding id={listId}>
          {routes.map((r) => (
            <Item key={r.path} route={r} disabled={isMenuDisabled(r, role)} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The menu's entries come just after the first screen, not with it: at /sale's first usable moment they
 * were 169 of its 272 elements and a fifth of its style rules, all drawn before the barcode field could
 * be (about 5 % of the first screen at 4x CPU, measured A/B). They are drawn in a transition started
 * once the screen is in the page (./afterFirstCommit.tsx); the sidebar keeps its width meanwhile,
 * nothing moves. On a phone the menu is a drawer opened by a tap, not part of the first screen: its
 * entries come with it.
 */
function useEntriesAfterFirstScreen(): boolean {
  // react-admin's Sidebar is a temporary drawer below sm
  const inDrawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return useAfterFirstCommit('menu-entries', inDrawer);
}

/** The sidebar menu: built from the route table, filtered by role, groups collapsible (state persisted). */
export function Menu() {
  const { roles: role } = useSession();
  const translate = useTranslate();
  const shown = useEntriesAfterFirstScreen();
  const items = menuFor(role);
  const main = items.filter((r) => !r.menu?.group);
  return (
    <Box component="nav" aria-label={translate('app.menu.label')} className="RaMenu-open" sx={{ pb: 2 }}>
      <Profile />
      {shown && (
        <List disablePadding>
          {main.map((r) => (
            <Item key={r.path} route={r} disabled={isMenuDisabled(r, role)} />
          ))}
          {MENU_GROUPS.map((g) => {
            const routes = items.filter((r) => r.menu?.group === g);
            return routes.length ? <Group key={g} group={g} routes={routes} role={role} /> : null;
          })}
        </List>
      )}
    </Box>
  );
}
