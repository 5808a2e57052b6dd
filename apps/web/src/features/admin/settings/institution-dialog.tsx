import { useState } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { PAYMENT_THRESHOLD_DEFAULT } from '@quad/contract/constants';
import type { TAdminInstitution } from '@quad/contract';
import { ADMIN_TEXT } from '../admin-texts';
import { FormDialog } from '../components/form-dialog';
import { useAdminSave } from '../use-admin-save';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

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
  const send = useAdminSave();
  const [name, setName] = useState(institution?.name ?? '');
  const [abbreviation, setAbbreviation] = useState(institution?.name_abbreviated ?? '');
  const [domains, setDomains] = useState(institution?.domains.join('\n') ?? '');
  const [threshold, setThreshold] = useState(String(institution?.payment_threshold ?? PAYMENT_THRESHOLD_DEFAULT));
  const [order, setOrder] = useState(String(institution?.display_order ?? 0));
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const list = domainLines(domains);
    const problem = !name.trim() ? INSTITUTION_NAME_REQUIRED : list.length === 0 ? INSTITUTION_DOMAIN_REQUIRED : null;
    setError(problem);
    if (problem) return false;
    const orderValue = Number(order);
    const body = {
      name: name.trim(),
      name_abbreviated: abbreviation.trim() || undefined,
      domains: list,
      payment_threshold: thresholdOf(threshold),
      display_order: order.trim() !== '' && Number.isInteger(orderValue) ? orderValue : 0,
    };
    await send(
      () =>
        creating
          ? call(API.adminInstitutions.create, { body })
          : call(API.adminInstitutions.update, { params: { id: institution.id }, body }),
      creating
        ? {
            success: ADMIN_TEXT.institutionCreated,
            failed: ADMIN_TEXT.createInstitutionFailed,
            error: ADMIN_TEXT.createInstitutionError,
          }
        : {
            success: ADMIN_TEXT.institutionUpdated,
            failed: ADMIN_TEXT.updateInstitutionFailed,
            error: ADMIN_TEXT.settingsError,
          },
    );
  };

  return (
    <FormDialog
      title={creating ? 'Add Institution' : 'Edit Institution'}
      submitLabel={creating ? 'Add Institution' : 'Save'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={save}
    >
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
    </FormDialog>
  );
}
