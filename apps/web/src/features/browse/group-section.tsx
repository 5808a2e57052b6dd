import type { ReactNode } from 'react';
import { Box, Chip, Collapse, IconButton, Stack, Typography } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

interface GroupSectionProps {
  id: string;
  title: string;
  count: number;
  caption?: string;
  /** Only New and Active collapse. */
  collapsible: boolean;
  collapsed: boolean;
  onToggle(): void;
  children: ReactNode;
}

/** One browse group: its title and count, and its cards (folded away when collapsed). */
export function GroupSection({
  id,
  title,
  count,
  caption,
  collapsible,
  collapsed,
  onToggle,
  children,
}: GroupSectionProps) {
  const headingId = `browse-group-${id}`;
  const open = !collapsible || !collapsed;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {collapsible && <Chip size="small" label={count} aria-label={`${count} in ${title}`} />}
        {caption && (
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {caption}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {collapsible && (
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={`${headingId}-cards`}
            aria-label={open ? `Collapse ${title}` : `Expand ${title}`}
          >
            <ExpandMoreRounded sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          </IconButton>
        )}
      </Stack>
      <Collapse in={open} id={`${headingId}-cards`}>
        {children}
      </Collapse>
    </Box>
  );
}

/** The card grid: two columns on a phone, as many 200 px columns as fit elsewhere. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.25, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
