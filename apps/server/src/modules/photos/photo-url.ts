import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60_000;
const MAC_LENGTH = 22; // 128 bits in base64url

/**
 * Photo URLs are signed rather than authenticated by header: an <img> cannot send the
 * bearer token. A URL is issued only inside an authenticated API answer, names the member
 * it was issued to, and expires. Expiry is rounded to whole days so a member sees the same
 * URL all day long and the browser cache keeps working (the files never change).
 */
export class PhotoUrlSigner {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    // A key of its own, derived from the server secret, so a photo MAC is never a token MAC.
    this.key = createHmac('sha256', secret).update('quad photo urls v1').digest();
  }

  /** `/api/photos/file/<name>?v=<viewer>&e=<expiry>&s=<mac>`, valid one to two days from now. */
  url(name: string, viewerId: number, now: Date): string {
    const expires = (Math.floor(now.getTime() / DAY_MS) + 2) * DAY_MS;
    return `/api/photos/file/${name}?v=${viewerId}&e=${expires}&s=${this.mac(name, viewerId, expires)}`;
  }

  /** Seconds the URL stays valid, or null when it is forged, altered or expired. */
  verify(name: string, viewerId: number, expires: number, mac: string, now: Date): number | null {
    const remainingMs = expires - now.getTime();
    if (remainingMs <= 0 || remainingMs > 2 * DAY_MS) return null;
    const expected = Buffer.from(this.mac(name, viewerId, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Math.floor(remainingMs / 1000);
  }

  private mac(name: string, viewerId: number, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${name}\n${viewerId}\n${expires}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }
}
