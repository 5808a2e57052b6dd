import { TextField } from '@mui/material';
import { CODE_LENGTH } from '@quad/contract/constants';

interface CodeFieldProps {
  value: string;
  onChange(code: string): void;
  disabled?: boolean;
}

/** The 6-digit code input of verification and password reset: digits only, large and spaced. */
export function CodeField({ value, onChange, disabled }: CodeFieldProps) {
  return (
    <TextField
      label="Verification code"
      placeholder="Enter 6-digit code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      disabled={disabled}
      autoComplete="one-time-code"
      autoFocus
      fullWidth
      sx={{
        '& input': { fontSize: 24, letterSpacing: '0.4em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
        '& input::placeholder': { fontSize: 16, letterSpacing: 'normal' },
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
    />
  );
}
