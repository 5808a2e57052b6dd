import { GENDERS, type TChatStats, type TUserCard } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { UserRow } from '@/db/types';
import { presentPhoto } from '@/modules/photos/photos.presenter';
import { isSnoozed } from '@/modules/relationships/relationships.policy';
import { loadCardRowsById, type CardRow, type PairFacts, type StatsRow } from './user-card.repository';
import { onlineAmong } from './users.policy';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls' | 'realtime'>;

/**
 * Cards of other members as `viewerId` sees them (member-app.md section 3), in the order
 * given; ids that name no account are left out. Everything a card needs beyond the user row
 * (institution, photos, the pair's conversation, unread count, blocks, chat statistics) is
 * read in the same statement as the rows (loadCardRows), so a page of cards costs one query.
 * Rows passed in are read again, so the cards show the members as they are now.
 * Never carries the e-mail.
 */
export async function presentUserCards(
  ctx: Ctx,
  viewerId: number,
  members: readonly number[] | readonly Pick<UserRow, 'id'>[],
): Promise<TUserCard[]> {
  if (members.length === 0) return [];
  const ids = isIdList(members) ? members : members.map((m) => m.id);
  return presentCardRows(ctx, viewerId, await loadCardRowsById(ctx.db, viewerId, ids));
}

/** One member's card; see presentUserCards. */
export async function presentUserCard(
  ctx: Ctx,
  viewerId: number,
  member: number | Pick<UserRow, 'id'>,
): Promise<TUserCard | null> {
  const [card] = await presentUserCards(ctx, viewerId, typeof member === 'number' ? [member] : [member]);
  return card ?? null;
}

/** Cards of rows read by loadCardRows, in their order; who is Online is asked of the open connections. */
export async function presentCardRows(
  ctx: Pick<Ctx, 'clock' | 'photoUrls' | 'realtime'>,
  viewerId: number,
  rows: readonly CardRow[],
): Promise<TUserCard[]> {
  const online = await onlineAmong(
    ctx,
    rows.map((r) => r.user),
  );
  return rows.map((row) => presentCard(ctx, viewerId, row, online.has(row.user.id)));
}

function presentCard(
  ctx: Pick<Ctx, 'clock' | 'photoUrls'>,
  viewerId: number,
  data: CardRow,
  online: boolean,
): TUserCard {
  const row = data.user;
  const photos = data.photos.map((p) => presentPhoto(ctx, p, viewerId));
  const institution = data.institution;
  const pair = data.pair;
  const unread = data.unread;
  const now = ctx.clock.now();
  // A snoozed member shows as Away, and when they were last active is not told.
  const away = row.id !== viewerId && isSnoozed(row, now);
  const lastActivity = away ? null : row.lastActivityAt;
  return {
    id: row.id,
    username: row.username,
    age: row.age,
    gender: row.gender,
    orientation: row.orientation,
    height_inches: row.heightInches,
    profile_text: row.profileText,
    photos,
    primary_photo: photos.find((p) => p.is_primary) ?? photos[0] ?? null,
    institution: {
      id: row.institutionId,
      name: institution?.name ?? row.institutionId,
      name_abbreviated: institution?.nameAbbreviated ?? row.institutionId,
    },
    is_suspended: row.isSuspended,
    is_verified: row.verifiedAt !== null,
    is_blocked: data.blockedByViewer,
    i_am_blocked: data.blockedViewer,
    has_conversation: pair !== undefined,
    unread_count: unread,
    last_message_at: pair?.lastMessageAt.toISOString() ?? null,
    last_activity_at: lastActivity?.toISOString() ?? null,
    header_status: away ? 'Away' : online ? 'Online' : null,
    browse_chat_status: browseChatStatus(pair, unread),
    chat_stats: chatStats(data.stats),
  };
}

/**
 * The line a browse card shows about the viewer's conversation with the member: unread
 * messages first, then who is waiting for whom; null when they never wrote to each other.
 */
export function browseChatStatus(pair: PairFacts | undefined, unread: number): string | null {
  if (unread > 0) return unread === 1 ? '1 new message' : `${unread} new messages`;
  if (!pair) return null;
  if (pair.viewerSent > 0 && pair.partnerSent > 0) return 'In conversation';
  if (pair.viewerSent > 0) return 'Waiting for reply';
  if (pair.partnerSent > 0) return 'Sent you a message';
  return null;
}

function emptyStats(): TChatStats {
  const zero = () => ({ man: 0, woman: 0, nonbinary: 0 });
  return { initiated: zero(), received: zero(), conversations: zero() };
}

function chatStats(rows: readonly StatsRow[]): TChatStats {
  const stats = emptyStats();
  for (const row of rows) {
    if (!GENDERS.includes(row.partnerGender)) continue;
    stats.initiated[row.partnerGender] += row.initiated;
    stats.received[row.partnerGender] += row.received;
    stats.conversations[row.partnerGender] += row.conversations;
  }
  return stats;
}

function isIdList(members: readonly number[] | readonly Pick<UserRow, 'id'>[]): members is readonly number[] {
  return typeof members[0] === 'number';
}
