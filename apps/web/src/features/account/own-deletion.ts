/**
 * Set while this tab deletes its own account. The server also announces the deletion on
 * the member's socket, often before the DELETE call answers; the tab that asked handles
 * it itself (signed out, to /), so the live event must not send it elsewhere meanwhile.
 */
let until = 0;
/** Long enough for the event to arrive; the socket closes once the token is gone. */
const WINDOW_MS = 15_000;

export const ownDeletion = {
  start(): void {
    until = Date.now() + WINDOW_MS;
  },
  cancel(): void {
    until = 0;
  },
  get active(): boolean {
    return Date.now() < until;
  },
};
