import { useState } from 'react';
import { Box, Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ADMIN_LIST_PAGE_SIZE } from '@quad/contract/constants';
import type { TDeletedUser, TDeletedUserStatus } from '@quad/contract';
import { ApiError, call, tokenStore } from '@/api/client';
import { useDeletedUsers, useRefreshAdminData } from '../admin-api';
import { dateTime, day } from '../admin-format';
import { ADMIN_STORAGE, usePersistentState } from '../admin-storage';
import { ADMIN_TEXT } from '../admin-texts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmailOrHash } from '../components/email-or-hash';
import { EmailSearch } from '../components/email-search';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { ScrollTable } from '../components/scroll-table';
import { ViewDialog } from '../components/view-dialog';
import { AdminActionHistory } from '../users/history-lists';
import { useAdminToast } from '../use-admin-toast';
import { API } from '@quad/contract/routes';

const STATUS_COLOURS: Record<TDeletedUserStatus, 'error' | 'default' | 'warning' | 'success' | 'info'> = {
  'Admin Deleted': 'error',
  'User Requested': 'default',
  'In Cooldown': 'warning',
  'Can Return': 'success',
  'Allowed Early Return': 'info',
  Returned: 'success',
};

/** An account whose owner cannot come back yet (banned, or still in the cooldown). */
export const canAllowReturn = (d: TDeletedUser): boolean =>
  !d.return_allowed && !d.user_has_returned && !d.status_labels.includes('Can Return');

/** Tab 5: deleted accounts, 50 a page, findable by exact e-mail; an administrator can let one return. */
export default function DeletedUsersTab() {
  const [state, setState] = usePersistentState(ADMIN_STORAGE.deletedUsers, { page: 1, email: '' });
  const { data } = useDeletedUsers({
    page: state.page,
    per_page: ADMIN_LIST_PAGE_SIZE,
    email: state.email || undefined,
  });
  const [allowing, setAllowing] = useState<TDeletedUser | null>(null);
  const [history, setHistory] = useState<TDeletedUser | null>(null);
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const rows = data?.deleted_users ?? [];

  const allowReturn = async (user: TDeletedUser) => {
    if (!tokenStore.get()) {
      toast.error(ADMIN_TEXT.noAccessToken);
      throw new Error('no token');
    }
    try {
      const answer = await call(API.adminRecords.allowReturn, { params: { id: user.id } });
      toast.success(answer.msg);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast.error(ADMIN_TEXT.allowReturnUnauthorised);
      else toast.failure(err, { failed: ADMIN_TEXT.allowReturnFailed, error: ADMIN_TEXT.allowReturnError });
      throw err;
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        Deleted User Management
      </Typography>
      <EmailSearch
        label="Search deleted users"
        value={state.email}
        onSearch={(email) => setState({ page: 1, email })}
      />
      {data && rows.length === 0 ? (
        <EmptyState>{ADMIN_TEXT.noDeletedUsers}</EmptyState>
      ) : (
        <ScrollTable label="Deleted users" minWidth={900}>
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Deleted</TableCell>
              <TableCell>Can return after</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.username}</TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <EmailOrHash email={d.email} hash={d.email_hash} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {d.status_labels.map((label) => (
                      <Chip key={label} size="small" label={label} color={STATUS_COLOURS[label]} variant="outlined" />
                    ))}
                  </Box>
                  {d.return_allowed_by && (
                    <Typography variant="caption" color="text.secondary">
                      Allowed by {d.return_allowed_by.username} {day(d.return_allowed_at)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(d.deleted_at)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(d.can_return_after)}</TableCell>
                <TableCell>{d.reason ?? '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setHistory(d)}>
                    History ({d.admin_action_history.length})
                  </Button>
                  {canAllowReturn(d) && (
                    <Button size="small" onClick={() => setAllowing(d)}>
                      Allow Return
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {data && data.paging.pages > 1 && (
        <Pager
          label="Deleted users pages"
          page={data.paging.page}
          pages={data.paging.pages}
          onChange={(page) => setState((s) => ({ ...s, page }))}
        />
      )}
      {history && (
        <ViewDialog title={`Admin actions on ${history.username}`} onClose={() => setHistory(null)} maxWidth="sm">
          <AdminActionHistory actions={history.admin_action_history} />
        </ViewDialog>
      )}
      {allowing && (
        <ConfirmDialog
          title="Allow User to Return"
          confirmLabel="Allow Return"
          onClose={() => setAllowing(null)}
          onConfirm={() => allowReturn(allowing)}
        >
          {`${allowing.username} will be able to create a new account with the same e-mail address now.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
