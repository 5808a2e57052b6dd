import type { AppContext } from '@/app-context';

/** A member leaving or coming back to browse changes the population counts. */
export function subscribeBrowse(ctx: AppContext): void {
  const clear = () => ctx.browsePopulation.clear();
  ctx.events.on('member.suspended', clear);
  ctx.events.on('member.unsuspended', clear);
  ctx.events.on('member.deleted', clear);
}
