import { useState } from 'react';
import { AppBar, Avatar, Box, Button, Divider, IconButton, ListItemIcon, Menu, MenuItem, Toolbar } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { BrandMark, BrandName } from './brand';
import { useFiltersDrawer } from './filters-drawer';
import { backgroundOf, useOverlayNavigate } from './overlay';
import { useSession } from './session';
import { useSuspension } from './suspension';

export function TopBar() {
  const { token, user, signOut } = useSession();
  const suspension = useSuspension();
  const location = useLocation();
  const navigate = useNavigate();
  const openOver = useOverlayNavigate();
  const filters = useFiltersDrawer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pagePath = (backgroundOf(location) ?? location).pathname;
  const onBrowse = pagePath === '/browse';

  const go = (to: string) => {
    setAnchor(null);
    openOver(to);
  };
  const logout = async () => {
    setAnchor(null);
    await signOut();
    void navigate('/', { replace: true });
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        <Box
          component={RouterLink}
          to={token ? '/browse' : '/'}
          aria-label="Quad home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}
        >
          <BrandMark />
          <BrandName />
        </Box>
        {onBrowse && token && !suspension.suspended && (
          <Button
            onClick={filters.toggle}
            startIcon={<FilterListRounded />}
            color="inherit"
            sx={{ ml: { xs: 0.5, sm: 2 } }}
            aria-pressed={filters.open}
          >
            Filters
          </Button>
        )}
        <Box id="top-bar-extras" sx={{ flexGrow: 1, display: 'flex', justifyContent: 'flex-end', gap: 1 }} />
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.dark', fontSize: 16 }}>
            {user ? user.username.charAt(0).toUpperCase() : undefined}
          </Avatar>
        </IconButton>
        <Menu
          id="account-menu"
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 200 } } }}
        >
          {token
            ? [
                <MenuItem key="profile" onClick={() => go('/profile')}>
                  <ListItemIcon>
                    <PersonOutlineRounded fontSize="small" />
                  </ListItemIcon>
                  Profile
                </MenuItem>,
                <MenuItem key="settings" onClick={() => go('/settings')}>
                  <ListItemIcon>
                    <SettingsOutlined fontSize="small" />
                  </ListItemIcon>
                  Settings
                </MenuItem>,
                <MenuItem key="payments" onClick={() => go('/payments')}>
                  <ListItemIcon>
                    <CreditCardOutlined fontSize="small" />
                  </ListItemIcon>
                  Payments
                </MenuItem>,
                user?.is_admin && (
                  <MenuItem
                    key="admin"
                    onClick={() => {
                      setAnchor(null);
                      void navigate('/admin');
                    }}
                  >
                    <ListItemIcon>
                      <AdminPanelSettingsOutlined fontSize="small" />
                    </ListItemIcon>
                    Admin
                  </MenuItem>
                ),
                <Divider key="divider" />,
                <MenuItem key="logout" onClick={() => void logout()}>
                  <ListItemIcon>
                    <LogoutRounded fontSize="small" />
                  </ListItemIcon>
                  Logout
                </MenuItem>,
              ]
            : [
                <MenuItem key="signin" onClick={() => go('/signin')}>
                  <ListItemIcon>
                    <LoginRounded fontSize="small" />
                  </ListItemIcon>
                  Sign In
                </MenuItem>,
                <MenuItem key="create" onClick={() => go('/create-account')}>
                  <ListItemIcon>
                    <PersonAddAltRounded fontSize="small" />
                  </ListItemIcon>
                  Create Account
                </MenuItem>,
              ]}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
