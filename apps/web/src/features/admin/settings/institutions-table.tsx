import { useState } from 'react';
import { Box, Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TAdminInstitution } from '@quad/contract';
import { useAdminInstitutions, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ScrollTable } from '../components/scroll-table';
import { useAdminToast } from '../use-admin-toast';
import { InstitutionDialog } from './institution-dialog';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; institution: TAdminInstitution } | null;

/** The institutions by display order; one no account belongs to can be deleted. */
export function InstitutionsTable() {
  const { data } = useAdminInstitutions();
  const [open, setOpen] = useState<Open>(null);
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const institutions = [...(data?.institutions ?? [])].sort(
    (a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name),
  );

  const remove = async (institution: TAdminInstitution) => {
    try {
      const answer = await call(API.adminInstitutions.remove, { params: { id: institution.id } });
      toast.success(answer.msg || ADMIN_TEXT.institutionDeleted);
      await refresh();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.deleteInstitutionFailed, error: ADMIN_TEXT.deleteInstitutionError });
      throw err;
    }
  };

  return (
    <Box component="section" aria-label="Institutions">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Institutions
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })}>
          Add Institution
        </Button>
      </Stack>
      <ScrollTable label="Institutions" minWidth={860}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Abbreviation</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell align="right">Active women + other</TableCell>
            <TableCell align="right">Threshold</TableCell>
            <TableCell>Payment required</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {institutions.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.display_order}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {i.name}
                  {i.is_current && <Chip size="small" color="primary" label="Current" />}
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {i.domains.join(', ')}
                </Typography>
              </TableCell>
              <TableCell>{i.name_abbreviated}</TableCell>
              <TableCell align="right">{i.user_count}</TableCell>
              <TableCell align="right">{i.active_women_nonbinary_count}</TableCell>
              <TableCell align="right">{i.payment_threshold}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={i.payment_required ? 'Yes' : 'No'}
                  color={i.payment_required ? 'warning' : 'default'}
                  variant="outlined"
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setOpen({ kind: 'edit', institution: i })}>
                  Edit
                </Button>
                {i.can_delete && (
                  <Button size="small" color="error" onClick={() => setOpen({ kind: 'delete', institution: i })}>
                    Delete
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {open?.kind === 'create' && <InstitutionDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <InstitutionDialog institution={open.institution} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Institution"
          confirmLabel="Delete"
          danger
          onClose={() => setOpen(null)}
          onConfirm={() => remove(open.institution)}
        >
          {`Delete ${open.institution.name}? Members can no longer sign up with its e-mail domains.`}
        </ConfirmDialog>
      )}
    </Box>
  );
}
