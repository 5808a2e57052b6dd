import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { PAYMENT_THRESHOLD_DEFAULT } from '@quad/contract/constants';
import type { TAdminInstitution } from '@quad/contract';
import { adminCall, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { useAdminToast } from '../use-admin-toast';

export const INSTITUTION_NAME_REQUIRED = 'Institution name is required';
export const INSTITUTION_DOMAIN_REQUIRED = 'At least one email domain is required';

/** Domains one per line; blank lines dropped. */
export const domainLines = (text: string): string[] =>
  text
    .split('\n')
    .map((d) => d.trim())
    .filter(Boolean);

/** A threshold that is not a whole number of at least 0 becomes the default 25. */
export function thresholdOf(raw: string): number {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : PAYMENT_THRESHOLD_DEFAULT;
}

/** Create institution, or edit one: name, abbreviation, domains, payment threshold and display order. */
export function InstitutionDialog({ institution, onClose }: { institution?: TAdminInstitution; onClose(): void }) {
  const creating = !institution;
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const [name, setName] = useState(institution?.name ?? '');
  const [abbreviation, setAbbreviation] = useState(institution?.name_abbreviated ?? '');
  const [domains, setDomains] = useState(institution?.domains.join('\n') ?? '');
  const [threshold, setThreshold] = useState(String(institution?.payment_threshold ?? PAYMENT_THRESHOLD_DEFAULT));
  const [order, setOrder] = useState(String(institution?.display_order ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const list = domainLines(domains);
    const problem = !name.trim() ? INSTITUTION_NAME_REQUIRED : list.length === 0 ? INSTITUTION_DOMAIN_REQUIRED : null;
    setError(problem);
    if (problem) return;
    const orderValue = Number(order);
    const body = {
      name: name.trim(),
      name_abbreviated: abbreviation.trim() || undefined,
      domains: list,
      payment_threshold: thresholdOf(threshold),
      display_order: order.trim() !== '' && Number.isInteger(orderValue) ? orderValue : 0,
    };
    setBusy(true);
    try {
      const answer = creating
        ? await adminCall.post('/api/admin/institutions', body)
        : await adminCall.patch(`/api/admin/institutions/${encodeURIComponent(institution.id)}`, body);
      toast.success(answer.msg || (creating ? ADMIN_TEXT.institutionCreated : ADMIN_TEXT.institutionUpdated));
      await refresh();
      onClose();
    } catch (err) {
      toast.failure(
        err,
        creating
          ? { failed: ADMIN_TEXT.createInstitutionFailed, error: ADMIN_TEXT.createInstitutionError }
          : { failed: ADMIN_TEXT.updateInstitutionFailed, error: ADMIN_TEXT.settingsError },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="institution-title">
      <DialogTitle id="institution-title">{creating ? 'Add Institution' : 'Edit Institution'}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} />
          <TextField label="Abbreviation" value={abbreviation} onChange={(e) => setAbbreviation(e.target.value)} />
          <TextField
            label="Email domains"
            required
            multiline
            minRows={3}
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
            helperText="One per line, e.g. ucalgary.ca or *.ucalgary.ca for its subdomains"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label="Payment threshold"
              type="number"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              helperText="Active women + other members before payment is required"
              slotProps={{ htmlInput: { min: 0 } }}
              fullWidth
            />
            <TextField
              label="Display order"
              type="number"
              value={order}
              onChange={(e) => setOrder(e.target.value)}
              fullWidth
            />
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {creating ? 'Add Institution' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
