import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import {
  ADMIN_ACCOUNT_DEFAULTS,
  AGE_MAX,
  AGE_MIN,
  EMAIL_PATTERN,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
} from '@quad/contract/constants';
import {
  ADMIN_GENDERS,
  ADMIN_ORIENTATIONS,
  type TAdminAccount,
  type TAdminGender,
  type TAdminOrientation,
} from '@quad/contract';
import { useAdminInstitutions } from '../admin-api';
import { ADMIN_GENDER_LABELS, ADMIN_ORIENTATION_LABELS } from '../admin-format';
import { ADMIN_TEXT } from '../admin-texts';
import { FormDialog } from '../components/form-dialog';
import { useAdminSave } from '../use-admin-save';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

interface Values {
  email: string;
  password: string;
  notification_email: string;
  institution_id: string;
  gender: TAdminGender;
  orientation: TAdminOrientation;
  age: string;
  height_inches: string;
}

type Errors = Partial<Record<keyof Values, string>>;

/** The checks of admin-area.md section 5 for creating (all fields) or editing (e-mail, institution). */
export function adminFormErrors(values: Values, creating: boolean): Errors {
  const errors: Errors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Invalid email format';
  if (!values.institution_id) errors.institution_id = 'Institution is required';
  const notification = values.notification_email.trim();
  if (notification && !EMAIL_PATTERN.test(notification)) errors.notification_email = 'Invalid email format';
  if (!creating) return errors;
  if (!values.password) errors.password = 'Password is required';
  if (!notification) errors.notification_email = 'Notification email is required';
  const age = Number(values.age);
  if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX)
    errors.age = `Age must be between ${AGE_MIN} and ${AGE_MAX}`;
  const height = Number(values.height_inches);
  if (!Number.isInteger(height) || height < HEIGHT_MIN_INCHES || height > HEIGHT_MAX_INCHES) {
    errors.height_inches = `Height must be between ${HEIGHT_MIN_INCHES} and ${HEIGHT_MAX_INCHES} inches`;
  }
  return errors;
}

/** Create admin (every field, with the specification's defaults) or edit one's own admin account. */
export function AdminFormDialog({ admin, onClose }: { admin?: TAdminAccount; onClose(): void }) {
  const creating = !admin;
  const send = useAdminSave();
  const institutions = useAdminInstitutions();
  const [values, setValues] = useState<Values>({
    email: admin?.email ?? '',
    password: '',
    notification_email: admin?.admin_email ?? '',
    institution_id: admin?.institution.id ?? '',
    gender: ADMIN_ACCOUNT_DEFAULTS.gender,
    orientation: ADMIN_ACCOUNT_DEFAULTS.orientation,
    age: String(ADMIN_ACCOUNT_DEFAULTS.age),
    height_inches: String(ADMIN_ACCOUNT_DEFAULTS.heightInches),
  });
  const [errors, setErrors] = useState<Errors>({});
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });

  const save = async () => {
    const found = adminFormErrors(values, creating);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    await send(
      () =>
        creating
          ? call(API.adminAccounts.create, {
              body: {
                email: values.email.trim(),
                password: values.password,
                notification_email: values.notification_email.trim(),
                institution_id: values.institution_id,
                gender: values.gender,
                orientation: values.orientation,
                age: Number(values.age),
                height_inches: Number(values.height_inches),
              },
            })
          : call(API.adminAccounts.update, {
              params: { id: admin.id },
              body: {
                email: values.email.trim(),
                notification_email: values.notification_email.trim(),
                institution_id: values.institution_id,
              },
            }),
      creating
        ? { success: ADMIN_TEXT.adminCreated, failed: ADMIN_TEXT.createAdminFailed, error: ADMIN_TEXT.createAdminError }
        : { success: ADMIN_TEXT.adminUpdated, failed: ADMIN_TEXT.updateAdminFailed, error: ADMIN_TEXT.settingsError },
    );
  };

  return (
    <FormDialog
      title={creating ? 'Create Admin Account' : 'Edit Admin Account'}
      submitLabel={creating ? 'Create Admin' : 'Save'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={save}
    >
      <Stack sx={{ gap: 2, pt: 0.5 }}>
        <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        {creating && (
          <TextField label="Password" type="password" required autoComplete="new-password" {...field('password')} />
        )}
        <TextField label="Notification email" type="email" required={creating} {...field('notification_email')} />
        <TextField select label="Institution" required {...field('institution_id')}>
          {(institutions.data?.institutions ?? []).map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {i.name}
            </MenuItem>
          ))}
        </TextField>
        {creating && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField select label="Gender" {...field('gender')}>
                {ADMIN_GENDERS.map((g) => (
                  <MenuItem key={g} value={g}>
                    {ADMIN_GENDER_LABELS[g]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Orientation" {...field('orientation')}>
                {ADMIN_ORIENTATIONS.map((o) => (
                  <MenuItem key={o} value={o}>
                    {ADMIN_ORIENTATION_LABELS[o]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label="Age"
                type="number"
                slotProps={{ htmlInput: { min: AGE_MIN, max: AGE_MAX } }}
                {...field('age')}
              />
              <TextField
                label="Height (inches)"
                type="number"
                slotProps={{ htmlInput: { min: HEIGHT_MIN_INCHES, max: HEIGHT_MAX_INCHES } }}
                {...field('height_inches')}
              />
            </Stack>
          </>
        )}
        {Object.keys(errors).length > 0 && <Alert severity="error">Please correct the highlighted fields</Alert>}
      </Stack>
    </FormDialog>
  );
}
