import type { ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Slider, Stack, Switch, Typography } from '@mui/material';
import {
  AGE_MAX,
  AGE_MIN,
  GENDER_LABELS,
  GENDERS,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  type TBrowseFilters,
} from '@quad/contract';
import { formatHeight } from '@/lib/format';
import { useInstitutionList } from './browse-api';

interface FilterPanelProps {
  filters: TBrowseFilters;
  onChange(next: TBrowseFilters): void;
  onReset(): void;
  onShowResults(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="overline" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Toggles `value` in `list`, never leaving the list empty (an empty list would match nobody). */
function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  if (on) return list.includes(value) ? [...list] : [...list, value];
  const next = list.filter((v) => v !== value);
  return next.length > 0 ? next : [...list];
}

function CheckList<T extends string>(props: {
  options: readonly T[];
  selected: readonly T[];
  label(value: T): string;
  onChange(next: T[]): void;
}) {
  return (
    <FormGroup>
      {props.options.map((value) => {
        const checked = props.selected.includes(value);
        return (
          <FormControlLabel
            key={value}
            label={props.label(value)}
            control={
              <Checkbox
                size="small"
                checked={checked}
                // The last ticked box stays ticked: at least one value is always chosen.
                disabled={checked && props.selected.length === 1}
                onChange={(e) => props.onChange(toggled(props.selected, value, e.target.checked))}
              />
            }
          />
        );
      })}
    </FormGroup>
  );
}

/**
 * The browse filters (member-app.md section 3, Browse filters): the fields scroll inside
 * their container while Reset and Show Results stay in view below them.
 */
export function FilterPanel({ filters, onChange, onReset, onShowResults }: FilterPanelProps) {
  const institutions = useInstitutionList();
  const set = (patch: Partial<TBrowseFilters>) => onChange({ ...filters, ...patch });
  const [minAge, maxAge] = filters.ageRange;
  const [minHeight, maxHeight] = filters.heightRange;
  const institutionOptions = institutions.data?.map((i) => i.id) ?? filters.institutionIds;

  return (
    <>
      <Stack spacing={2.5} sx={{ p: 2.5, pb: 2, flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>
        <Section title={`Age: ${minAge} – ${maxAge}`}>
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={[minAge, maxAge]}
              min={AGE_MIN}
              max={AGE_MAX}
              onChange={(_, value) => set({ ageRange: value as [number, number] })}
              valueLabelDisplay="auto"
              disableSwap
              getAriaLabel={(index) => (index === 0 ? 'Minimum age' : 'Maximum age')}
            />
          </Box>
        </Section>
        <Section title={`Height: ${formatHeight(minHeight)} – ${formatHeight(maxHeight)}`}>
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={[minHeight, maxHeight]}
              min={HEIGHT_MIN_INCHES}
              max={HEIGHT_MAX_INCHES}
              onChange={(_, value) => set({ heightRange: value as [number, number] })}
              valueLabelDisplay="auto"
              valueLabelFormat={formatHeight}
              getAriaValueText={formatHeight}
              disableSwap
              getAriaLabel={(index) => (index === 0 ? 'Minimum height' : 'Maximum height')}
            />
          </Box>
        </Section>
        <Section title="Gender">
          <CheckList
            options={GENDERS}
            selected={filters.genders}
            label={(g) => GENDER_LABELS[g]}
            onChange={(genders) => set({ genders })}
          />
        </Section>
        <Section title="Orientation">
          <CheckList
            options={ORIENTATIONS}
            selected={filters.orientations}
            label={(o) => ORIENTATION_LABELS[o]}
            onChange={(orientations) => set({ orientations })}
          />
        </Section>
        <Section title="Institutions">
          {institutions.isError && (
            <Typography color="error" variant="body2">
              Failed to fetch institutions
            </Typography>
          )}
          <CheckList
            options={institutionOptions}
            selected={filters.institutionIds}
            label={(id) => institutions.data?.find((i) => i.id === id)?.name ?? id}
            onChange={(institutionIds) => set({ institutionIds })}
          />
        </Section>
        <Section title="Photos">
          <FormControlLabel
            label="Only members with photos"
            control={<Switch checked={filters.hasPhotos} onChange={(e) => set({ hasPhotos: e.target.checked })} />}
          />
          <FormControlLabel
            label="Verified only"
            control={
              <Switch checked={filters.verifiedOnly} onChange={(e) => set({ verifiedOnly: e.target.checked })} />
            }
          />
        </Section>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ px: 2.5, py: 2, flexShrink: 0, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="outlined" onClick={onReset} fullWidth sx={{ whiteSpace: 'nowrap', px: 1 }}>
          Reset to Default
        </Button>
        <Button variant="contained" onClick={onShowResults} fullWidth sx={{ whiteSpace: 'nowrap', px: 1 }}>
          Show Results
        </Button>
      </Stack>
    </>
  );
}
