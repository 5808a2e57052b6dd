import type { AppContext } from '@/app-context';

/**
 * The one place a published profile text goes to profile screening (the safety feature's
 * `screenAndRecordProfile(ctx, userId, profileText, log)` in modules/moderation). Called
 * after the publish has committed and not awaited: screening never blocks or fails an
 * update, and logs its own failures.
 *
 * NOT CONNECTED YET: the screening engine is being built on branch `safety` and had not
 * landed on main when profiles were built. Wiring it is this one line:
 *   void screenAndRecordProfile(ctx, userId, profileText, ctx.log);
 */
export function screenPublishedProfile(ctx: AppContext, userId: number, profileText: string): void {
  ctx.log.debug({ userId, length: profileText.length }, 'profile published; text screening not connected yet');
}
