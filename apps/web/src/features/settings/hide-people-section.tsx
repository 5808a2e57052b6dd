import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THiddenEmailsSummary } from '@quad/contract';
import { errorMessage } from '@/api/client';
import { useToast } from '@/shared/toast';
import { hiddenEmailsApi, hiddenEmailsKey, splitAddresses } from './hidden-emails-api';
import { SettingsCard } from './settings-card';
import { SETTINGS_TEXT, SETTINGS_TOAST_MS } from './settings-texts';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * "Hide me from people I know": the member pastes addresses; the server keeps only keyed
 * hashes and answers how many there are, so the list is never shown back.
 */
export function HidePeopleSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const summary = useQuery({ queryKey: hiddenEmailsKey, queryFn: ({ signal }) => hiddenEmailsApi.get(signal) });
  const saved = (data: THiddenEmailsSummary) => queryClient.setQueryData(hiddenEmailsKey, data);

  const add = useMutation({
    mutationFn: (emails: string[]) => hiddenEmailsApi.add({ emails }),
    onSuccess: (data) => {
      saved(data);
      setText('');
      setError(null);
      toast(SETTINGS_TEXT.hiddenAdded, { severity: 'success', duration: SETTINGS_TOAST_MS });
    },
    onError: (err) => setError(errorMessage(err, SETTINGS_TEXT.updateFailed)),
  });
  const clear = useMutation({
    mutationFn: () => hiddenEmailsApi.clear(),
    onSuccess: (data) => {
      saved(data);
      toast(SETTINGS_TEXT.hiddenCleared, { severity: 'success', duration: SETTINGS_TOAST_MS });
    },
    onError: () => toast(SETTINGS_TEXT.updateFailed, { severity: 'error', duration: SETTINGS_TOAST_MS }),
  });

  const emails = splitAddresses(text);
  const data = summary.data;
  const latest = data?.batches[0];
  return (
    <SettingsCard title="Hide me from people I know">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        List the institutional e-mail addresses of people you would rather not meet here: classmates, an ex, a TA. You
        and they will not see each other in Browse or by profile link, and neither can start a conversation, even if
        they sign up later. They are never told. A conversation you already have stays; block to end it.
      </Typography>
      <Stack
        component="form"
        sx={{ gap: 1.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (emails.length > 0) add.mutate(emails);
        }}
      >
        <TextField
          label="E-mail addresses"
          helperText="Paste one or more, separated by commas, spaces or new lines."
          multiline
          minRows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error !== null}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={emails.length === 0 || add.isPending}>
            {emails.length > 1 ? `Hide ${emails.length} addresses` : 'Hide address'}
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={!data || data.count === 0 || clear.isPending}
            onClick={() => clear.mutate()}
          >
            Clear list
          </Button>
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {data
          ? `${data.count} of ${data.max} addresses hidden${latest ? `, last added ${when(latest.added_at)}` : ''}. The addresses themselves are not shown again.`
          : 'Loading your list…'}
      </Typography>
    </SettingsCard>
  );
}
