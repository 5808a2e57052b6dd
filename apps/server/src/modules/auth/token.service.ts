import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '@/config';
import type { Clock } from '@/platform/clock';

const ISSUER = 'quad';
const AUDIENCE = 'quad-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  issuedAtMs: number;
  expiresAtMs: number;
}

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlMs'>;

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a WebCrypto key, imported once: given raw bytes, jose imports the key on
 * every sign and verify, which was most of a token check's cost (every request and socket).
 */
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** A short-lived HS256 access token naming the member (`sub`) and the session (`sid`). */
export async function signAccessToken(
  config: TokenConfig,
  clock: Clock,
  userId: number,
  sessionId: string,
): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.floor(config.accessTokenTtlMs / 1000))
    .sign(await hmacKey(config.jwtSecret));
}

/**
 * The token's claims, or null for anything but a valid, unexpired token of ours: only
 * HS256 is accepted (no "none", no algorithm confusion), issuer and audience must match.
 */
export async function verifyAccessToken(
  config: TokenConfig,
  clock: Clock,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(config.jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !UUID.test(sessionId)) {
      return null;
    }
    return { userId, sessionId, issuedAtMs: payload.iat! * 1000, expiresAtMs: payload.exp! * 1000 };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
