import { useEffect } from 'react';
import { Box, CircularProgress, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { TCurrentUser } from '@quad/contract';
import { useFiltersDrawer } from './filters-drawer';
import { useSession } from '@/shared/session';
import { useSuspension } from '@/features/account/public';
import { useActiveChatDays, useBrowsePages, useBrowseSummary } from './browse-api';
import { BrowseError, BrowseResults } from './browse-results';
import { FilterSheet } from './filter-sheet';
import { HeaderStats } from './header-stats';
import { useBrowseFilters } from './use-browse-filters';
import { useBrowseLive } from './use-browse-live';
import { SuspendedNotice } from './suspended-notice';

function Heading() {
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2.5, fontSize: { xs: 26, sm: 32 } }}>
      Browse
    </Typography>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading members" />
    </Box>
  );
}

function BrowseScreen({ user }: { user: TCurrentUser }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const drawer = useFiltersDrawer();
  const filters = useBrowseFilters(user);
  const results = useBrowsePages(filters.applied);
  const summary = useBrowseSummary(true);
  const activeChatDays = useActiveChatDays(true);
  const pages = results.data?.pages ?? [];
  const wentOffline = useBrowseLive(user.id);

  // The panel starts open beside the results on wide screens; the sheet starts closed.
  const { setOpen } = drawer;
  useEffect(() => {
    if (!small) setOpen(true);
  }, [small, setOpen]);

  let content;
  if (results.isError) content = <BrowseError />;
  else if (!results.data) content = <Loading />;
  else
    content = (
      <BrowseResults
        pages={pages}
        activeChatDays={activeChatDays.data?.active_chat_days}
        wentOffline={wentOffline}
        hasNextPage={results.hasNextPage}
        loadingMore={results.isFetchingNextPage}
        loadMore={() => void results.fetchNextPage()}
        onReset={filters.reset}
      />
    );

  return (
    <Box sx={{ display: 'flex', flexGrow: 1, alignItems: 'stretch' }}>
      <HeaderStats summary={summary.data} />
      <FilterSheet state={filters} />
      <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, py: { xs: 2.5, sm: 3 } }}>
        <Heading />
        {content}
      </Box>
    </Box>
  );
}

/**
 * Browse (member-app.md section 2): the filters, the grouped results with infinite scroll,
 * and the header's counts. A suspended member sees the suspension banner above and what they
 * can still do.
 */
export default function BrowsePage() {
  const { user } = useSession();
  const suspension = useSuspension();
  if (suspension.suspended) {
    return (
      <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2.5, sm: 3 } }}>
        <Heading />
        <SuspendedNotice />
      </Box>
    );
  }
  if (!user) return <Loading />;
  return <BrowseScreen user={user} />;
}
