import { Box, Typography } from '@mui/material';
import type { Inline, LegalBlock } from './legal-types';

const PROSE = { lineHeight: 1.7, color: 'text.primary' } as const;

function List({ items, ordered }: { items: Inline[]; ordered: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ ...PROSE, m: 0, mb: 2, pl: 3, '& li + li': { mt: 0.75 } }}>
      {items.map((item, i) => (
        <Typography component="li" key={i} sx={{ ...PROSE, pl: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Paragraphs and lists of a legal section or an FAQ answer. */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      {blocks.map((block, i) => {
        if (typeof block === 'object' && 'list' in block) return <List key={i} items={block.list} ordered={false} />;
        if (typeof block === 'object' && 'steps' in block) return <List key={i} items={block.steps} ordered />;
        return (
          <Typography key={i} sx={{ ...PROSE, mb: 2 }}>
            {block}
          </Typography>
        );
      })}
    </Box>
  );
}
