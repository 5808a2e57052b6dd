import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { LegalBlocks } from './legal-blocks';
import type { FaqCategory } from './legal-types';
import { useAnchorMargin } from './use-hash-target';

interface Props {
  category: FaqCategory;
  expanded: string | null;
  onToggle(id: string, open: boolean): void;
}

/** One category: its h2 and its questions, each an accordion item whose anchor is the question id. */
export function FaqCategorySection({ category, expanded, onToggle }: Props) {
  const anchorMargin = useAnchorMargin();
  return (
    <Box component="section" aria-labelledby={`${category.id}-heading`} sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography
        id={`${category.id}-heading`}
        variant="h5"
        component="h2"
        sx={{ mb: 1.5, fontSize: { xs: 20, sm: 22 }, scrollMarginTop: anchorMargin }}
      >
        {category.title}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {category.items.map((item) => (
          <Accordion
            key={item.id}
            id={item.id}
            expanded={expanded === item.id}
            onChange={(_, open) => onToggle(item.id, open)}
            disableGutters
            elevation={0}
            square
            slotProps={{ transition: { unmountOnExit: true } }}
            sx={{
              scrollMarginTop: anchorMargin,
              bgcolor: 'transparent',
              '&::before': { display: 'none' },
              '& + &': { borderTop: 1, borderColor: 'divider' },
              '&.Mui-expanded': { bgcolor: 'rgba(255,255,255,0.025)' },
            }}
          >
            <AccordionSummary
              id={`${item.id}-question`}
              aria-controls={`${item.id}-answer`}
              expandIcon={<ExpandMoreRounded />}
              sx={{
                px: { xs: 2, sm: 2.5 },
                py: 0.5,
                '& .MuiAccordionSummary-content': { my: 1.5 },
                '&:hover': { bgcolor: 'rgba(255,255,255,0.03)' },
              }}
            >
              <Typography sx={{ fontWeight: 600, lineHeight: 1.45 }}>{item.question}</Typography>
            </AccordionSummary>
            {/* MUI wraps the details in a region labelled by the summary, with the id of aria-controls. */}
            <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 2.5, maxWidth: '72ch' }}>
              <LegalBlocks blocks={item.answer} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
