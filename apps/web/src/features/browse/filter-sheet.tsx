import { Box, Drawer, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useFiltersDrawer } from './filters-drawer';
import { FilterPanel } from './filter-panel';
import type { BrowseFiltersState } from './use-browse-filters';

export const FILTER_PANEL_WIDTH = 350;

/**
 * The filter drawer: a bottom sheet under the small breakpoint, otherwise a 350 px panel on
 * the left of the results. The top bar's Filters button opens and closes it.
 */
export function FilterSheet({ state }: { state: BrowseFiltersState }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const drawer = useFiltersDrawer();
  const panel = (
    <FilterPanel
      filters={state.draft}
      onChange={state.change}
      onReset={state.reset}
      onShowResults={() => {
        state.apply();
        if (small) drawer.setOpen(false);
      }}
    />
  );
  const heading = (
    <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, pt: 2, flexShrink: 0 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        Filters
      </Typography>
      <IconButton aria-label="Close filters" onClick={() => drawer.setOpen(false)}>
        <CloseRounded />
      </IconButton>
    </Stack>
  );

  if (small) {
    return (
      <Drawer
        anchor="bottom"
        open={drawer.open}
        onClose={() => drawer.setOpen(false)}
        slotProps={{
          paper: {
            sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
            'aria-label': 'Filters',
          },
        }}
      >
        {heading}
        {panel}
      </Drawer>
    );
  }
  if (!drawer.open) return null;
  return (
    <Box
      component="aside"
      aria-label="Filters"
      sx={{
        width: FILTER_PANEL_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 64px)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {heading}
      {panel}
    </Box>
  );
}
