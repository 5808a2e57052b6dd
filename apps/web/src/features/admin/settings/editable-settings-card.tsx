import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { TAdminSettingsResponse, TSettings } from '@quad/contract';
import { adminKeys } from '../admin-api';
import { fieldError, parsedValue, shownValue, type SettingField } from './setting-fields';

interface EditableSettingsCardProps {
  title: string;
  fields: SettingField[];
  settings: TSettings;
  /** Saves the values; resolves when done (the card returns to view), rejects to stay in edit. */
  onSave(values: Partial<Record<SettingField['key'], number | string>>): Promise<void>;
  /** Above the fields, in both modes (a switch, an explanation). */
  header?: ReactNode;
  /** Below the fields, in both modes (statistics). */
  footer?: ReactNode;
}

/** A settings card that toggles between view and edit with Edit, Save and Cancel (Cancel reloads). */
export function EditableSettingsCard({ title, fields, settings, onSave, header, footer }: EditableSettingsCardProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const edit = () => {
    setDraft(Object.fromEntries(fields.map((f) => [f.key, shownValue(f, settings)])));
    setErrors({});
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
  };
  const save = async () => {
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = fieldError(f, draft[f.key] ?? '');
      if (problem) found[f.key] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(Object.fromEntries(fields.map((f) => [f.key, parsedValue(f, draft[f.key] ?? '')])));
      setEditing(false);
    } catch {
      // The failure was said; the card stays in edit to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1, fontSize: 18 }}>
            {title}
          </Typography>
          {editing ? (
            <>
              <Button onClick={cancel} disabled={busy}>
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={busy}>
                Save
              </Button>
            </>
          ) : (
            <Button variant="outlined" onClick={edit}>
              Edit
            </Button>
          )}
        </Stack>
        {header}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {fields.map((f) =>
            editing ? (
              <TextField
                key={f.key}
                label={f.suffix ? `${f.label} (${f.suffix})` : f.label}
                value={draft[f.key] ?? ''}
                onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                type={
                  f.kind === 'integer' || f.kind === 'money' || f.kind === 'decimal'
                    ? 'number'
                    : f.kind === 'email'
                      ? 'email'
                      : 'text'
                }
                error={Boolean(errors[f.key])}
                helperText={
                  errors[f.key] ?? (f.min !== undefined && f.max !== undefined ? `${f.min}-${f.max}` : undefined)
                }
                slotProps={{
                  htmlInput: {
                    min: f.min,
                    max: f.max,
                    step: f.kind === 'money' || f.kind === 'decimal' ? 0.01 : 1,
                    maxLength: f.kind === 'currency' ? 3 : undefined,
                  },
                }}
                size="small"
              />
            ) : (
              <Box key={f.key}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {f.label}
                </Typography>
                <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                  {shownValue(f, settings)}
                  {f.suffix ? ` ${f.suffix}` : ''}
                </Typography>
              </Box>
            ),
          )}
        </Box>
        {footer}
      </CardContent>
    </Card>
  );
}

/** Writes a settings answer into the cache so every card shows the saved values at once. */
export function useStoreSettings() {
  const queryClient = useQueryClient();
  return (answer: TAdminSettingsResponse) => queryClient.setQueryData(adminKeys.settings, answer);
}
