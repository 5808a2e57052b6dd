import { useEffect, useState, type SubmitEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { EMAIL_DOMAIN_CHECK_DELAY_MS, PASSWORD_MIN } from '@quad/contract/constants';
import { exampleDomain } from '@quad/contract/institution-domains';
import { useLocation } from 'react-router';
import { AgreementChecklist } from './agreement-checklist';
import { AuthLink } from './auth-link';
import { PasswordField } from '@/lib/password-field';
import {
  isSignupComplete,
  loadSignupDraft,
  saveSignupDraft,
  signupEmailError,
  type SignupForm,
} from './signup-form-state';
import { SignupProfileFields } from './signup-profile-fields';
import { useDebouncedValue } from './use-debounced-value';
import { useInstitutions } from './use-institutions';
import { useRegister } from './use-register';

/** The landing page's institution cards send the institution's full name. */
const institutionFromState = (state: unknown): string | null => {
  const name = (state as { institution?: unknown } | null)?.institution;
  return typeof name === 'string' ? name : null;
};

export function SignupForm({ onAlreadyVerified }: { onAlreadyVerified(email: string): void }) {
  const location = useLocation();
  const institutions = useInstitutions();
  const [form, setForm] = useState<SignupForm>(loadSignupDraft);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const register = useRegister(onAlreadyVerified);
  const { clearFieldError } = register;
  const preselect = institutionFromState(location.state);

  const institution = institutions.data?.find((i) => i.id === form.institutionId);
  const settledEmail = useDebouncedValue(form.email, EMAIL_DOMAIN_CHECK_DELAY_MS);
  // The format and domain check shows once typing pauses, not at every key.
  const emailError =
    register.fieldErrors.email ?? (settledEmail === form.email ? signupEmailError(form.email, institution) : null);
  const passwordTooShort = passwordTouched && form.password.length > 0 && form.password.length < PASSWORD_MIN;
  const complete = isSignupComplete(form, institution);

  useEffect(() => saveSignupDraft(form), [form]);

  // A card's institution wins over the draft's, once the list has arrived.
  const [preselected, setPreselected] = useState<string | null>(null);
  if (preselect && institutions.data && preselected !== preselect) {
    setPreselected(preselect);
    const chosen = institutions.data.find((i) => i.name === preselect);
    if (chosen) setForm((f) => ({ ...f, institutionId: chosen.id }));
  }

  const update = (patch: Partial<SignupForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    for (const key of Object.keys(patch)) {
      clearFieldError({ institutionId: 'institution_id', heightInches: 'height_inches' }[key] ?? key);
    }
  };
  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if (complete && !register.submitting) void register.submit(form);
  };
  const example = exampleDomain(institution?.domains ?? institutions.data?.[0]?.domains ?? []);

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        {register.error && (
          <Alert severity="error" role="alert">
            {register.error}
          </Alert>
        )}
        {institutions.isError && <Alert severity="error">Failed to fetch institutions</Alert>}
        <TextField
          select
          label="Institution"
          value={institution ? form.institutionId : ''}
          onChange={(e) => update({ institutionId: e.target.value })}
          error={Boolean(register.fieldErrors.institution_id)}
          helperText={register.fieldErrors.institution_id}
          disabled={!institutions.data}
          required
          fullWidth
        >
          {(institutions.data ?? []).map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {i.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => update({ email: e.target.value })}
          error={Boolean(emailError)}
          helperText={emailError ?? `Use your institutional email, e.g. student@${example}`}
          required
          fullWidth
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => update({ password: e.target.value })}
          onBlur={() => setPasswordTouched(true)}
          error={passwordTooShort}
          helperText="At least 8 characters"
          required
          fullWidth
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr' } }}>
          <SignupProfileFields value={form} errors={register.fieldErrors} onChange={update} />
        </Box>
        <AgreementChecklist
          value={form.agreements}
          onChange={(key, checked) => setForm((f) => ({ ...f, agreements: { ...f.agreements, [key]: checked } }))}
        />
        <Button type="submit" variant="contained" size="large" disabled={!complete || register.submitting} fullWidth>
          {register.submitting ? (
            <CircularProgress size={24} color="inherit" aria-label="Creating your account" />
          ) : (
            'Continue to Verification'
          )}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account? <AuthLink to="/signin">Sign In</AuthLink>
        </Typography>
      </Stack>
    </Box>
  );
}
