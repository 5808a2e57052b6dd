import { MenuItem, TextField } from '@mui/material';
import type { TGender, TOrientation } from '@quad/contract';
import { AGE_MAX, AGE_MIN, HEIGHT_MAX_INCHES, HEIGHT_MIN_INCHES } from '@quad/contract/constants';
import { GENDER_LABELS, GENDERS, ORIENTATION_LABELS, ORIENTATIONS } from '@quad/contract/enums';
import { formatHeight } from '@/lib/format';
import type { SignupForm } from './signup-form-state';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const AGES = range(AGE_MIN, AGE_MAX);
const HEIGHTS = range(HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES);
const menu = { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } };
/** Orientation labels are long: gender and orientation take a row each on phones. */
const wideOnPhones = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

type ProfileFields = Pick<SignupForm, 'age' | 'heightInches' | 'gender' | 'orientation'>;

interface SignupProfileFieldsProps {
  value: ProfileFields;
  errors: Partial<Record<'age' | 'height_inches' | 'gender' | 'orientation', string>>;
  onChange(patch: Partial<ProfileFields>): void;
}

/** Age, height (feet and inches), gender and orientation: two columns from small screens up. */
export function SignupProfileFields({ value, errors, onChange }: SignupProfileFieldsProps) {
  return (
    <>
      <TextField
        select
        label="Age"
        value={value.age}
        onChange={(e) => onChange({ age: Number(e.target.value) })}
        error={Boolean(errors.age)}
        helperText={errors.age}
        slotProps={menu}
        required
      >
        {AGES.map((age) => (
          <MenuItem key={age} value={age}>
            {age}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Height"
        value={value.heightInches}
        onChange={(e) => onChange({ heightInches: Number(e.target.value) })}
        error={Boolean(errors.height_inches)}
        helperText={errors.height_inches}
        slotProps={menu}
        required
      >
        {HEIGHTS.map((inches) => (
          <MenuItem key={inches} value={inches}>
            {formatHeight(inches)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Gender"
        value={value.gender}
        onChange={(e) => onChange({ gender: e.target.value as TGender })}
        sx={wideOnPhones}
        error={Boolean(errors.gender)}
        helperText={errors.gender}
        required
      >
        {GENDERS.map((g) => (
          <MenuItem key={g} value={g}>
            {GENDER_LABELS[g]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Orientation"
        value={value.orientation}
        onChange={(e) => onChange({ orientation: e.target.value as TOrientation })}
        sx={wideOnPhones}
        error={Boolean(errors.orientation)}
        helperText={errors.orientation}
        required
      >
        {ORIENTATIONS.map((o) => (
          <MenuItem key={o} value={o}>
            {ORIENTATION_LABELS[o]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
