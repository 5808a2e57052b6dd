import { lazy, Suspense, useState } from 'react';
import { AppBar, Avatar, Box, Button, IconButton, Toolbar } from '@mui/material';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import { BrandMark, BrandName } from '@/shared/brand';
import { useFiltersDrawer } from '@/features/browse/filters-drawer';
import { backgroundOf } from '@/shared/overlay';
import { useSession } from '@/shared/session';
import { useSuspension } from '@/features/account/suspension';

const AccountMenu = lazy(() => import('./account-menu'));

export function TopBar() {
  const { token, user } = useSession();
  const suspension = useSuspension();
  const location = useLocation();
  const filters = useFiltersDrawer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuRequested, setMenuRequested] = useState(false);
  const pagePath = (backgroundOf(location) ?? location).pathname;
  const onBrowse = pagePath === '/browse';

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
        {/* The member shell puts the inbox button here once someone signs in. */}
        <Box id="top-bar-inbox" sx={{ display: 'flex' }} />
        <IconButton
          onClick={(e) => {
            setMenuRequested(true);
            setAnchor(e.currentTarget);
          }}
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
        >
          <Avatar
            src={user?.avatar_url ?? undefined}
            alt=""
            sx={{ width: 34, height: 34, bgcolor: 'secondary.dark', fontSize: 16 }}
          >
            {user ? user.username.charAt(0).toUpperCase() : undefined}
          </Avatar>
        </IconButton>
        {menuRequested && (
          <Suspense fallback={null}>
            <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
