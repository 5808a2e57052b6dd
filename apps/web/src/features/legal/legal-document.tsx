import { Box, Paper, Typography } from '@mui/material';
import { useInOverlay } from '@/shared/overlay-context';
import { LegalBlocks } from './legal-blocks';
import { LegalHeader, LegalPage } from './legal-page';
import type { LegalDocumentContent } from './legal-types';
import { TableOfContents } from './table-of-contents';
import { useAnchorMargin, useHashTarget } from './use-hash-target';

const ONE_COLUMN = 'minmax(0, 1fr)';
const STACKED = '"summary" "toc" "body"';

function Summary({ points }: { points: LegalDocumentContent['summary'] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="summary-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderColor: 'rgba(255,107,139,0.35)', bgcolor: 'rgba(255,107,139,0.05)' }}
    >
      <Typography id="summary-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        In short
      </Typography>
      <LegalBlocks blocks={[{ list: points }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        This summary is for convenience; the full text below is what applies.
      </Typography>
    </Paper>
  );
}

/**
 * A long legal text: title, summary, contents and numbered sections. On a wide page the
 * contents sit beside the text; on a phone and in an overlay they follow the summary.
 */
export function LegalDocument({ content, intro }: { content: LegalDocumentContent; intro: string }) {
  const inOverlay = useInOverlay();
  const anchorMargin = useAnchorMargin();
  useHashTarget();
  const sidebar = !inOverlay;
  return (
    <LegalPage maxWidth={1040}>
      <LegalHeader title={content.title} lastUpdated intro={intro} />
      <Box
        sx={{
          display: 'grid',
          columnGap: 6,
          alignItems: 'start',
          // On a wide page the contents sit in a column of their own and stay in view while reading.
          gridTemplateColumns: sidebar ? { xs: ONE_COLUMN, md: '220px minmax(0, 72ch)' } : ONE_COLUMN,
          gridTemplateAreas: sidebar ? { xs: STACKED, md: '"toc summary" "toc body"' } : STACKED,
        }}
      >
        <Box sx={{ gridArea: 'summary', minWidth: 0, maxWidth: '72ch' }}>
          <Summary points={content.summary} />
        </Box>
        <Box
          sx={{
            gridArea: 'toc',
            maxWidth: '72ch',
            mb: 4,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            ...(sidebar && {
              position: { md: 'sticky' },
              top: { md: 96 },
              p: { xs: 2, md: 0 },
              border: { xs: 1, md: 0 },
            }),
          }}
        >
          <TableOfContents sections={content.sections} columns={sidebar ? { xs: 1, sm: 2, md: 1 } : { xs: 1, sm: 2 }} />
        </Box>
        <Box component="article" sx={{ gridArea: 'body', maxWidth: '72ch', minWidth: 0 }}>
          {content.sections.map((section, i) => (
            <Box
              component="section"
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              sx={{ mb: 4, scrollMarginTop: anchorMargin }}
            >
              <Typography
                id={`${section.id}-heading`}
                variant="h5"
                component="h2"
                sx={{ mb: 1.5, fontSize: { xs: 20, sm: 22 } }}
              >
                {i + 1}. {section.title}
              </Typography>
              <LegalBlocks blocks={section.blocks} />
            </Box>
          ))}
        </Box>
      </Box>
    </LegalPage>
  );
}
