import type { MouseEvent } from 'react';
import { Box, Chip } from '@mui/material';
import type { FaqCategory } from './legal-types';
import { jumpTo } from './use-hash-target';

/** Shortcuts to the categories; a click scrolls to the category without touching the URL. */
export function FaqCategoryNav({ categories }: { categories: FaqCategory[] }) {
  const go = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    jumpTo(`${id}-heading`);
  };
  return (
    <Box
      component="nav"
      aria-label="FAQ categories"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 4, md: 5 } }}
    >
      {categories.map((c) => (
        <Chip
          key={c.id}
          component="a"
          href={`#${c.id}-heading`}
          onClick={go(c.id)}
          label={c.title}
          variant="outlined"
          clickable
        />
      ))}
    </Box>
  );
}
