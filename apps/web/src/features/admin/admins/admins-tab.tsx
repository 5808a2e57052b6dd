import { useState } from 'react';
import { Box, Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TAdminAccount } from '@quad/contract';
import { PageSpinner } from '@/lib/page-spinner';
import { useAdmins, useRefreshAdminData } from '../admin-api';
import { ADMIN_TEXT } from '../admin-texts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ScrollTable } from '../components/scroll-table';
import { useAdminToast } from '../use-admin-toast';
import { AdminFormDialog } from './admin-form-dialog';
import { NotificationEmailDialog } from './notification-email-dialog';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'notification'; admin: TAdminAccount } | null;

/** Tab 2: the administrator accounts. Each admin edits only their own; deletes only others. */
export default function AdminsTab() {
  const { data, isPending } = useAdmins();
  const [open, setOpen] = useState<Open>(null);
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  if (isPending) return <PageSpinner />;
  const admins = data?.admins ?? [];
  const me = admins.find((a) => a.is_current_user);

  const remove = async (admin: TAdminAccount) => {
    try {
      const answer = await call(API.adminAccounts.remove, { params: { id: admin.id } });
      toast.success(answer.msg || ADMIN_TEXT.adminDeleted);
      await refresh();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.deleteAdminFailed, error: ADMIN_TEXT.deleteAdminError });
      throw err;
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Admin Accounts
        </Typography>
        {me && (
          <Button variant="outlined" onClick={() => setOpen({ kind: 'notification', admin: me })}>
            Update Notification Email
          </Button>
        )}
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })}>
          Create Admin Account
        </Button>
      </Stack>
      <ScrollTable label="Admin accounts" minWidth={720}>
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Notification email</TableCell>
            <TableCell>Institution</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => (
            <TableRow key={admin.id}>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {admin.username}
                  {admin.is_current_user && <Chip size="small" color="primary" label="You" />}
                </Box>
              </TableCell>
              <TableCell>{admin.email}</TableCell>
              <TableCell>
                {admin.admin_email ?? (
                  <Typography variant="body2" color="text.secondary" component="span">
                    Not set
                  </Typography>
                )}
              </TableCell>
              <TableCell>{admin.institution.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {admin.is_current_user ? (
                  <Button size="small" onClick={() => setOpen({ kind: 'edit', admin })}>
                    Edit
                  </Button>
                ) : (
                  <Button size="small" color="error" onClick={() => setOpen({ kind: 'delete', admin })}>
                    Delete
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {open?.kind === 'create' && <AdminFormDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <AdminFormDialog admin={open.admin} onClose={() => setOpen(null)} />}
      {open?.kind === 'notification' && (
        <NotificationEmailDialog current={open.admin.admin_email} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Admin Account"
          confirmLabel="Delete"
          danger
          onClose={() => setOpen(null)}
          onConfirm={() => remove(open.admin)}
        >
          {`Delete the admin account ${open.admin.username} (${open.admin.email})? They will not be able to sign in or register again unless another administrator allows it.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
