import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { AGREEMENTS, type AgreementKey } from './signup-form-state';

interface AgreementChecklistProps {
  value: Record<AgreementKey, boolean>;
  onChange(key: AgreementKey, checked: boolean): void;
}

/** The six agreements every new member ticks (member-app.md section 5). */
export function AgreementChecklist({ value, onChange }: AgreementChecklistProps) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '14px',
        px: 2,
        pt: 1,
        pb: 1.5,
        m: 0,
        bgcolor: 'rgba(255,255,255,0.02)',
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.75, color: 'text.secondary' }}>
        Community agreements
      </Typography>
      <Stack spacing={0.25}>
        {AGREEMENTS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: '9px', fontSize: 14.5 } }}
            control={<Checkbox checked={value[key]} onChange={(e) => onChange(key, e.target.checked)} />}
            label={key === 'terms' ? <TermsLabel label={label} /> : label}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** "…the Terms of Service" with the terms opening in a new tab, so the form stays as it is. */
function TermsLabel({ label }: { label: string }) {
  const linked = 'Terms of Service';
  const before = label.slice(0, label.indexOf(linked));
  return (
    <>
      {before}
      <Link href="/terms" target="_blank" rel="noopener" underline="always" onClick={(e) => e.stopPropagation()}>
        {linked}
      </Link>
    </>
  );
}
