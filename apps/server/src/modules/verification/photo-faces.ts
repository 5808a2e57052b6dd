import type { AppContext } from '@/app-context';
import { soleFace } from './face-match';
import { publishedPhotos } from './verification.repository';

/** Photos analysed recently, by file name (a published photo's file never changes). */
const CACHE_SIZE = 500;
type Found = ReturnType<typeof soleFace>;
const caches = new WeakMap<AppContext, Map<string, Promise<Found>>>();

async function analysePhoto(ctx: AppContext, filename: string): Promise<Found> {
  const file = await ctx.photos.read(filename);
  // A profile photo only gives the face to compare with: no expression needed.
  return soleFace(file ? (await ctx.faces.analyse(file)).faces : []);
}

/**
 * The single face of a published photo, or why there is not one. Kept in memory only, for a
 * member's next attempt: no face descriptor is ever written to the database. A photo being
 * analysed is waited for, not analysed twice; a failure is forgotten, so the next call tries again.
 */
export function photoFace(ctx: AppContext, filename: string): Promise<Found> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map<string, Promise<Found>>()));
  const known = cache.get(filename);
  if (known) return known;
  const found = analysePhoto(ctx, filename);
  cache.set(filename, found);
  found.catch(() => cache.delete(filename));
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return found;
}

/**
 * Starts the face models and reads the faces a passing check compares with (the primary photo
 * and the first other published photo) while the member poses for the camera, so the selfie's
 * answer waits for its own frames only. Failures are logged; the check itself tries again.
 */
export function warmPhotoFaces(ctx: AppContext, userId: number): void {
  void (async () => {
    const [primary, other] = await publishedPhotos(ctx.db, userId);
    await Promise.all([primary, other].flatMap((p) => (p ? [photoFace(ctx, p.filename)] : [])));
  })().catch((err: unknown) => ctx.log.warn({ err, userId }, 'face warm-up before a selfie check failed'));
}
