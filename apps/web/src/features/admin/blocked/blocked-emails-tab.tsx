import { useState } from 'react';
import { Button, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ADMIN_LIST_PAGE_SIZE } from '@quad/contract/constants';
import type { TBlockedEmail } from '@quad/contract';
import { useBlockedEmails } from '../admin-api';
import { dateTime } from '../admin-format';
import { ADMIN_STORAGE, usePersistentState } from '../admin-storage';
import { ADMIN_TEXT } from '../admin-texts';
import { EmailOrHash } from '../components/email-or-hash';
import { EmailSearch } from '../components/email-search';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { spaced } from '../components/risk';
import { ScrollTable } from '../components/scroll-table';
import { BlockEmailDialog, UnblockEmailDialog } from './block-dialogs';

/** Tab 6: blocked addresses, 50 a page, findable by exact e-mail; block and unblock. */
export default function BlockedEmailsTab() {
  const [state, setState] = usePersistentState(ADMIN_STORAGE.blockedEmails, { page: 1, search: '' });
  const { data } = useBlockedEmails({
    page: state.page,
    per_page: ADMIN_LIST_PAGE_SIZE,
    search: state.search || undefined,
  });
  const [open, setOpen] = useState<{ kind: 'block' } | { kind: 'unblock'; entry: TBlockedEmail } | null>(null);
  const rows = data?.blocked_emails ?? [];

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Blocked Email Management
        </Typography>
        <Button variant="contained" color="error" onClick={() => setOpen({ kind: 'block' })}>
          Block Email
        </Button>
      </Stack>
      <EmailSearch
        label="Search blocked emails"
        value={state.search}
        onSearch={(search) => setState({ page: 1, search })}
      />
      {data && rows.length === 0 ? (
        <EmptyState>{ADMIN_TEXT.noBlockedEmails}</EmptyState>
      ) : (
        <ScrollTable label="Blocked emails" minWidth={760}>
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Blocked</TableCell>
              <TableCell>Notes</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id}>
                <TableCell sx={{ maxWidth: 240 }}>
                  <EmailOrHash email={b.email} hash={b.email_hash} />
                </TableCell>
                <TableCell>{spaced(b.block_reason)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dateTime(b.blocked_at)}
                  {b.blocked_by && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      by {b.blocked_by.username}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{b.admin_notes ?? '—'}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpen({ kind: 'unblock', entry: b })}>
                    Unblock
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {data && data.paging.pages > 1 && (
        <Pager
          label="Blocked emails pages"
          page={data.paging.page}
          pages={data.paging.pages}
          onChange={(page) => setState((s) => ({ ...s, page }))}
        />
      )}
      {open?.kind === 'block' && <BlockEmailDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'unblock' && <UnblockEmailDialog entry={open.entry} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
