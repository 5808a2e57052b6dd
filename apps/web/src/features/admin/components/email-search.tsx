import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';

interface EmailSearchProps {
  label: string;
  /** The address searched, or '' for none. */
  value: string;
  onSearch(email: string): void;
}

/** An exact-address search: trimmed and lowercased; searching nothing (or Clear) shows everything. */
export function EmailSearch({ label, value, onSearch }: EmailSearchProps) {
  const [input, setInput] = useState(value);
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        const email = input.trim().toLowerCase();
        setInput(email);
        onSearch(email);
      }}
    >
      <TextField
        size="small"
        type="email"
        label="Exact email address"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        {value && (
          <Button
            onClick={() => {
              setInput('');
              onSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
