import { Button, Stack, Typography } from '@mui/material';

interface PagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
  label: string;
}

/** Previous, "Page X of Y", Next. */
export function Pager({ page, pages, onChange, label }: PagerProps) {
  const total = Math.max(1, pages);
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {Math.min(page, total)} of {total}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= total} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
