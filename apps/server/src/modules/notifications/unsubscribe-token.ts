import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: Uint8Array, userId: number): string =>
  createHmac('sha256', secret).update(`email-nudge-unsubscribe:${userId}`).digest('base64url');

/** The token of a member's one-click unsubscribe link: their id and a keyed hash of it. */
export const unsubscribeToken = (secret: Uint8Array, userId: number): string => `${userId}.${mac(secret, userId)}`;

/** The member the token names, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: Uint8Array, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
