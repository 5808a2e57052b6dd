import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { STATUS_REFRESH_MS, type TBrowseResponse, type TUserCard } from '@quad/contract';
import { useOverlayNavigate } from '@/shared/overlay';
import { useClock } from '@/lib/use-clock';
import { formatCount } from '@/lib/format';
import { groupCards, loadCollapsed, saveCollapsed, type Collapsed, type GroupId } from './browse-groups';
import { CardGrid, GroupSection } from './group-section';
import { UserCard } from './user-card';

interface BrowseResultsProps {
  pages: TBrowseResponse[];
  activeChatDays: number | undefined;
  wentOffline: ReadonlySet<number>;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore(): void;
  onReset(): void;
}

export const NO_RESULTS_HINT = 'Try adjusting your filters to see more profiles';

function EmptyState({ title, onReset }: { title: string; onReset(): void }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary">{NO_RESULTS_HINT}</Typography>
      <Button variant="outlined" onClick={onReset} sx={{ mt: 1 }}>
        Reset Filters to Default
      </Button>
    </Stack>
  );
}

/** The grouped cards, the empty states, and the next page when the last card comes into view. */
export function BrowseResults(props: BrowseResultsProps) {
  const { pages, hasNextPage, loadingMore, loadMore } = props;
  const now = useClock(STATUS_REFRESH_MS);
  const openChat = useOverlayNavigate();
  const [collapsed, setCollapsed] = useState<Collapsed>(loadCollapsed);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const cards = pages.flatMap((p) => p.users);
  const counts = pages[0]?.counts ?? { new: 0, active: 0, others: 0 };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loadingMore) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, loadingMore, loadMore, cards.length]);

  if (cards.length === 0 && !hasNextPage) {
    return <EmptyState title="No users found" onReset={props.onReset} />;
  }
  const toggle = (id: GroupId) => {
    const next = { ...collapsed, [id]: !collapsed[id] };
    setCollapsed(next);
    saveCollapsed(next);
  };
  const open = (user: TUserCard) => openChat(`/chat/${user.id}`);
  const groups = groupCards(cards, counts);

  return (
    <Box>
      {groups.map((group) => {
        if (group.id !== 'others' && group.count === 0) return null;
        const collapsible = group.id !== 'others';
        return (
          <GroupSection
            key={group.id}
            id={group.id}
            title={group.title}
            count={group.count}
            caption={
              group.id === 'active' && props.activeChatDays
                ? `Conversations in the last ${formatCount(props.activeChatDays, 'day')}`
                : undefined
            }
            collapsible={collapsible}
            collapsed={collapsed[group.id] ?? false}
            onToggle={() => toggle(group.id)}
          >
            {group.id === 'others' && group.count === 0 ? (
              <EmptyState title="No other users found" onReset={props.onReset} />
            ) : (
              <CardGrid>
                {group.users.map((user) => (
                  <UserCard
                    key={user.id}
                    user={user}
                    now={now}
                    wentOffline={props.wentOffline.has(user.id)}
                    onOpen={open}
                  />
                ))}
              </CardGrid>
            )}
          </GroupSection>
        );
      })}
      <Box ref={sentinel} sx={{ height: 1 }} />
      {loadingMore && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading more members" />
        </Box>
      )}
    </Box>
  );
}

export function BrowseError() {
  return <Alert severity="error">Failed to fetch</Alert>;
}
