import type { ReactNode } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Chip, Stack, Typography } from '@mui/material';
import { useExpansion } from '../admin-storage';

interface CollapsibleSectionProps {
  /** Remembered open or closed under this name. */
  name: string;
  title: string;
  /** A count beside the title (pending items); hidden while unknown. */
  count?: number;
  defaultOpen?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** One of the Users tab's sections; open or closed as the administrator left it. */
export function CollapsibleSection({
  name,
  title,
  count,
  defaultOpen = true,
  actions,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useExpansion(name, defaultOpen);
  const headingId = `section-${name}`;
  return (
    <Accordion
      expanded={open}
      onChange={(_e, next) => setOpen(next)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true }, region: { 'aria-labelledby': headingId } }}
      sx={{ '&::before': { display: 'none' }, borderRadius: 2, overflow: 'hidden' }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={headingId} aria-controls={`${headingId}-content`}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: { xs: 17, sm: 20 } }}>
            {title}
          </Typography>
          {count !== undefined && (
            <Chip size="small" label={count} color={count > 0 ? 'primary' : 'default'} aria-label={`${count} items`} />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {actions}
          </Stack>
        )}
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
