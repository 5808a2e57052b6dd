import { Box, MenuItem, TextField, Typography } from '@mui/material';
import {
  AGE_MAX,
  AGE_MIN,
  GENDER_LABELS,
  GENDERS,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  PROFILE_TEXT_MAX,
  type TCurrentUser,
  type TGender,
  type TOrientation,
  type TProfileFields,
} from '@quad/contract';
import { formatHeight } from '@/lib/format';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const AGES = range(AGE_MIN, AGE_MAX);
const HEIGHTS = range(HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES);

interface ProfileFieldsFormProps {
  user: TCurrentUser;
  fields: TProfileFields;
  onChange(change: Partial<TProfileFields>): void;
}

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

/** The editable profile fields; username, e-mail and institution are shown but never editable. */
export function ProfileFieldsForm({ user, fields, onChange }: ProfileFieldsFormProps) {
  const textLength = fields.profile_text.length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <TextField label="Username" value={user.username} disabled />
        <TextField label="Institution" value={user.institution.name} disabled />
        <TextField label="Email" value={user.email} disabled sx={{ gridColumn: { sm: '1 / -1' } }} />
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          Username, email and institution cannot be changed.
        </Typography>
      </Box>
      <Box sx={twoColumns}>
        <TextField
          select
          label="Gender"
          value={fields.gender}
          onChange={(e) => onChange({ gender: e.target.value as TGender })}
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
          value={fields.orientation}
          onChange={(e) => onChange({ orientation: e.target.value as TOrientation })}
        >
          {ORIENTATIONS.map((o) => (
            <MenuItem key={o} value={o}>
              {ORIENTATION_LABELS[o]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Age" value={fields.age} onChange={(e) => onChange({ age: Number(e.target.value) })}>
          {AGES.map((age) => (
            <MenuItem key={age} value={age}>
              {age}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Height"
          value={fields.height_inches}
          onChange={(e) => onChange({ height_inches: Number(e.target.value) })}
        >
          {HEIGHTS.map((h) => (
            <MenuItem key={h} value={h}>
              {formatHeight(h)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <TextField
          label="About me"
          multiline
          minRows={5}
          fullWidth
          value={fields.profile_text}
          onChange={(e) => onChange({ profile_text: e.target.value.slice(0, PROFILE_TEXT_MAX) })}
          slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX, 'aria-describedby': 'profile-text-counter' } }}
          placeholder="Tell other members a little about yourself"
        />
        <Typography
          id="profile-text-counter"
          variant="caption"
          color={textLength >= PROFILE_TEXT_MAX ? 'warning.main' : 'text.secondary'}
          sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
        >
          {textLength}/{PROFILE_TEXT_MAX}
        </Typography>
      </Box>
    </Box>
  );
}
