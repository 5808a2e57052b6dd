import type { TOwnPhoto, TPhoto } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { photos } from '@/db/schema/index';

export type PhotoRow = typeof photos.$inferSelect;
type Ctx = Pick<AppContext, 'photoUrls' | 'clock'>;

/**
 * A photo as `viewerId` may see it, with URLs signed for them. Another member's photo
 * still pending in an edit is never presented: queries leave those out, and this refuses
 * to sign one if a query forgets.
 */
export function presentPhoto(ctx: Ctx, row: PhotoRow, viewerId: number): TPhoto {
  if (row.isPending && row.userId !== viewerId) throw new Error(`photo ${row.id} is pending and not the viewer's`);
  const now = ctx.clock.now();
  return {
    id: row.id,
    url: ctx.photoUrls.url(row.filename, viewerId, now),
    filename: row.filename,
    thumbnail: ctx.photoUrls.url(row.thumbnail, viewerId, now),
    is_primary: row.isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's own photo, for the profile screens (uploads of an unpublished edit marked). */
export function presentOwnPhoto(ctx: Ctx, row: PhotoRow): TOwnPhoto {
  return { ...presentPhoto(ctx, row, row.userId), is_pending: row.isPending };
}
