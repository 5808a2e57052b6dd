import type { AppContext } from '@/app-context';
import type { DetectedFace } from '@/platform/face-analyser';
import { soleFace } from './face-match';

/** Photos analysed recently, by file name (a published photo's file never changes). */
const CACHE_SIZE = 500;
type Found = ReturnType<typeof soleFace>;
const caches = new WeakMap<AppContext, Map<string, Found>>();

/**
 * The single face of a published photo, or why there is not one. Kept in memory only, for a
 * member's next attempt: no face descriptor is ever written to the database.
 */
export async function photoFace(ctx: AppContext, filename: string): Promise<ReturnType<typeof soleFace>> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map<string, Found>()));
  const known = cache.get(filename);
  if (known !== undefined) return known;
  const file = await ctx.photos.read(filename);
  const found: DetectedFace[] = file ? (await ctx.faces.analyse(file)).faces : [];
  const face = soleFace(found);
  cache.set(filename, face);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return face;
}
