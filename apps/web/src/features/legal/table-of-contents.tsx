import type { MouseEvent } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { LegalSection } from './legal-types';
import { jumpTo } from './use-hash-target';

/** Numbered section links; a click scrolls to the section without touching the URL. */
export function TableOfContents({
  sections,
  columns,
}: {
  sections: LegalSection[];
  /** Text columns per breakpoint. */
  columns: Partial<Record<'xs' | 'sm' | 'md', number>>;
}) {
  const go = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    jumpTo(id);
  };
  return (
    <Box component="nav" aria-labelledby="toc-heading">
      <Typography
        id="toc-heading"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', letterSpacing: '0.12em', mb: 1 }}
      >
        Contents
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          columnGap: 4,
          columns,
          '& li': { breakInside: 'avoid', py: 0.5 },
        }}
      >
        {sections.map((s, i) => (
          <li key={s.id}>
            <Link
              href={`#${s.id}`}
              onClick={go(s.id)}
              color="text.secondary"
              underline="hover"
              variant="body2"
              sx={{ display: 'flex', gap: 1, '&:hover': { color: 'text.primary' } }}
            >
              <Box component="span" sx={{ minWidth: '1.6em', fontVariantNumeric: 'tabular-nums', opacity: 0.7 }}>
                {i + 1}.
              </Box>
              {s.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
