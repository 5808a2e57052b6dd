import { GENDERS, ONLINE_THRESHOLD_MS, type TChatStats, type TUserCard } from '@quad/contract';
import type { AppContext } from '@/app-context';
import { presentPhoto } from '@/modules/photos/photos.presenter';
import { loadCardData, loadUsers, type CardData, type PairFacts, type UserRow } from './user-card.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'photoUrls'>;

/**
 * Cards of other members as `viewerId` sees them (member-app.md section 3), in the order
 * given; ids that name no account are left out. Everything a card needs beyond the user row
 * (institution, photos, the pair's conversation, unread count, blocks, chat statistics) is
 * read once for the whole batch, so a page of cards costs the same few queries as one card.
 * Never carries the e-mail.
 */
export async function presentUserCards(
  ctx: Ctx,
  viewerId: number,
  members: readonly number[] | readonly UserRow[],
): Promise<TUserCard[]> {
  if (members.length === 0) return [];
  const rows = isIdList(members) ? orderLike(members, await loadUsers(ctx.db, members)) : [...members];
  if (rows.length === 0) return [];
  const data = await loadCardData(
    ctx.db,
    viewerId,
    rows.map((r) => r.id),
    [...new Set(rows.map((r) => r.institutionId))],
  );
  const stats = statsByUser(data);
  return rows.map((row) => presentCard(ctx, viewerId, row, data, stats.get(row.id) ?? emptyStats()));
}

/** One member's card; see presentUserCards. */
export async function presentUserCard(ctx: Ctx, viewerId: number, member: number | UserRow): Promise<TUserCard | null> {
  const [card] = await presentUserCards(ctx, viewerId, typeof member === 'number' ? [member] : [member]);
  return card ?? null;
}

function presentCard(ctx: Ctx, viewerId: number, row: UserRow, data: CardData, chatStats: TChatStats): TUserCard {
  const photoRows = data.photos.get(row.id) ?? [];
  const photos = photoRows.map((p) => presentPhoto(ctx, p, viewerId));
  const institution = data.institutions.get(row.institutionId);
  const pair = data.pairs.get(row.id);
  const unread = data.unread.get(row.id) ?? 0;
  const lastActivity = row.lastActivityAt;
  const online = lastActivity !== null && ctx.clock.now().getTime() - lastActivity.getTime() < ONLINE_THRESHOLD_MS;
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
    is_blocked: data.blockedByViewer.has(row.id),
    i_am_blocked: data.blockedViewer.has(row.id),
    has_conversation: pair !== undefined,
    unread_count: unread,
    last_message_at: pair?.lastMessageAt.toISOString() ?? null,
    last_activity_at: lastActivity?.toISOString() ?? null,
    header_status: online ? 'Online' : null,
    browse_chat_status: browseChatStatus(pair, unread),
    chat_stats: chatStats,
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

function statsByUser(data: CardData): Map<number, TChatStats> {
  const out = new Map<number, TChatStats>();
  for (const row of data.stats) {
    let stats = out.get(row.userId);
    if (!stats) out.set(row.userId, (stats = emptyStats()));
    if (!GENDERS.includes(row.partnerGender)) continue;
    stats.initiated[row.partnerGender] += row.initiated;
    stats.received[row.partnerGender] += row.received;
    stats.conversations[row.partnerGender] += row.conversations;
  }
  return out;
}

function isIdList(members: readonly number[] | readonly UserRow[]): members is readonly number[] {
  return typeof members[0] === 'number';
}

function orderLike(ids: readonly number[], rows: UserRow[]): UserRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
