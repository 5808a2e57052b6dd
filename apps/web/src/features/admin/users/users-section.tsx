import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { ADMIN_USER_SORTS, type TAdminUserSort } from '@quad/contract';
import { ADMIN_USERS_PAGE_SIZE } from '@quad/contract/constants';
import { useAdminInstitutions, useRefreshAdminData, useUserSearch } from '../admin-api';
import { ADMIN_STORAGE, usePersistentState } from '../admin-storage';
import { ADMIN_TEXT } from '../admin-texts';
import { CollapsibleSection } from '../components/collapsible-section';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { useAdminToast } from '../use-admin-toast';
import { GenerateProfilesDialog } from './generate-profiles-dialog';
import { UserRow } from './user-row';
import { API } from '@quad/contract/routes';
import { call } from '@/api/client';

type Flag = '' | 'true' | 'false';

interface UserSearchState {
  /** What is typed; `q` is what was searched. */
  input: string;
  q: string;
  institution_id: string;
  is_paid: Flag;
  is_active: Flag;
  sort_by: TAdminUserSort;
  sort_order: 'asc' | 'desc';
  page: number;
  expanded: number[];
}

const INITIAL: UserSearchState = {
  input: '',
  q: '',
  institution_id: '',
  is_paid: '',
  is_active: '',
  sort_by: 'created_at',
  sort_order: 'desc',
  page: 1,
  expanded: [],
};

const SORT_LABELS: Record<TAdminUserSort, string> = {
  created_at: 'Joined',
  last_activity: 'Last activity',
  username: 'Username',
  reports: 'Reports',
};

/** Section 5 of the Users tab: search, filters, sort, pages of 20 and expandable rows. */
export function UsersSection() {
  const [state, setState] = usePersistentState<UserSearchState>(ADMIN_STORAGE.userSearch, INITIAL);
  const [dialog, setDialog] = useState<'generate' | 'remove' | null>(null);
  const toast = useAdminToast();
  const refresh = useRefreshAdminData();
  const institutions = useAdminInstitutions();
  const search = useUserSearch({
    q: state.q || undefined,
    institution_id: state.institution_id || undefined,
    is_paid: state.is_paid || undefined,
    is_active: state.is_active || undefined,
    sort_by: state.sort_by,
    sort_order: state.sort_order,
    page: state.page,
    per_page: ADMIN_USERS_PAGE_SIZE,
  });

  useEffect(() => {
    if (search.isError) toast.error(ADMIN_TEXT.searchUsersFailed);
  }, [search.isError, toast]);

  const set = (patch: Partial<UserSearchState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  const toggle = (id: number) =>
    setState((s) => ({
      ...s,
      expanded: s.expanded.includes(id) ? s.expanded.filter((e) => e !== id) : [...s.expanded, id],
    }));
  const users = search.data?.users ?? [];

  const removeTestProfiles = async () => {
    try {
      const answer = await call(API.fakeProfiles.removeAll);
      toast.success(answer.msg);
      await refresh();
    } catch (err) {
      toast.failure(err, { failed: ADMIN_TEXT.actionFailed, error: ADMIN_TEXT.actionFailed });
      throw err;
    }
  };

  return (
    <CollapsibleSection
      name="users"
      title="Users"
      count={search.data?.total}
      actions={
        <>
          <Button variant="outlined" size="small" onClick={() => setDialog('generate')}>
            Generate Test Profiles
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={() => setDialog('remove')}>
            Remove Test Profiles
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        role="search"
        aria-label="Search users"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (state.input.trim()) set({ q: state.input.trim() });
        }}
      >
        <TextField
          size="small"
          label="Username or email"
          value={state.input}
          onChange={(e) => setState((s) => ({ ...s, input: e.target.value }))}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" disabled={!state.input.trim()}>
            Search
          </Button>
          {state.q && <Button onClick={() => set({ q: '', input: '' })}>Clear</Button>}
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 190px))' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          select
          size="small"
          label="Institution"
          value={state.institution_id}
          onChange={(e) => set({ institution_id: e.target.value })}
        >
          <MenuItem value="">All institutions</MenuItem>
          {(institutions.data?.institutions ?? []).map((i) => (
            <MenuItem key={i.id} value={i.id}>
              {i.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Paid"
          value={state.is_paid}
          onChange={(e) => set({ is_paid: e.target.value as Flag })}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="true">Paid</MenuItem>
          <MenuItem value="false">Unpaid</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Active"
          value={state.is_active}
          onChange={(e) => set({ is_active: e.target.value as Flag })}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="true">Active</MenuItem>
          <MenuItem value="false">Inactive</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={state.sort_by}
          onChange={(e) => set({ sort_by: e.target.value as TAdminUserSort })}
        >
          {ADMIN_USER_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {SORT_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Order"
          value={state.sort_order}
          onChange={(e) => set({ sort_order: e.target.value as 'asc' | 'desc' })}
        >
          <MenuItem value="desc">Descending</MenuItem>
          <MenuItem value="asc">Ascending</MenuItem>
        </TextField>
      </Box>
      {search.data && users.length === 0 && <EmptyState>No users found</EmptyState>}
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            expanded={state.expanded.includes(user.id)}
            onToggle={() => toggle(user.id)}
          />
        ))}
      </Stack>
      {search.data && search.data.total_pages > 1 && (
        <Pager
          label="Users pages"
          page={state.page}
          pages={search.data.total_pages}
          onChange={(page) => setState((s) => ({ ...s, page }))}
        />
      )}
      {dialog === 'generate' && <GenerateProfilesDialog onClose={() => setDialog(null)} />}
      {dialog === 'remove' && (
        <ConfirmDialog
          title="Remove Test Profiles"
          confirmLabel="Remove"
          danger
          onClose={() => setDialog(null)}
          onConfirm={removeTestProfiles}
        >
          Every generated test profile, with its photos and messages, will be removed.
        </ConfirmDialog>
      )}
    </CollapsibleSection>
  );
}
