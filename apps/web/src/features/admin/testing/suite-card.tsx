import { Button, Card, CardActionArea, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { TTestSuite } from '@quad/contract';

interface SuiteCardProps {
  suite: TTestSuite;
  selected: boolean;
  /** A run is in progress from this page: no second one may start. */
  busy: boolean;
  onSelect(): void;
  onRun(): void;
}

/** One suite: what it checks, how many tests, whether it writes data and may run in production. */
export function SuiteCard({ suite, selected, busy, onSelect, onRun }: SuiteCardProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={suite.name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={selected} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {suite.category}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, mb: 1 }}>
            {suite.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {suite.description}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={`${suite.test_count} tests`} />
            {suite.is_destructive && (
              <Chip size="small" color="warning" variant="outlined" label="Creates throwaway data" />
            )}
            {suite.production_safe && <Chip size="small" color="success" variant="outlined" label="Production safe" />}
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        {suite.runnable ? (
          <span />
        ) : (
          <Typography variant="caption" color="text.secondary">
            Not available in production
          </Typography>
        )}
        <Button size="small" variant="outlined" onClick={onRun} disabled={busy || !suite.runnable}>
          Run
        </Button>
      </CardActions>
    </Card>
  );
}
