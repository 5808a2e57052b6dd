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

/** Tokens that passed verification, by secret: a member presents the same one on every request. */
const verified = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
const VERIFIED_MAX = 20_000;

/**
 * The token's claims, or null for anything but a valid, unexpired token of ours: only
 * HS256 is accepted (no "none", no algorithm confusion), issuer and audience must match.
 * A token seen valid before is answered from memory until it expires (the signature and
 * claims of the same string cannot change; only time can end it, as jose's check would).
 */
export async function verifyAccessToken(
  config: TokenConfig,
  clock: Clock,
  token: string,
): Promise<AccessClaims | null> {
  let known = verified.get(config.jwtSecret);
  if (!known) {
    known = new Map();
    verified.set(config.jwtSecret, known);
  }
  const now = Math.floor(clock.now().getTime() / 1000);
  const remembered = known.get(token);
  if (remembered && remembered.expiresAtMs / 1000 > now) return remembered;
  known.delete(token);
  const read = await verifyAndRead(config, clock, token);
  if (!read) return null;
  // Ours have no "not before" (one that had could be valid now and not at an earlier time).
  if (!read.notBefore) {
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(token, read.claims);
  }
  return read.claims;
}

async function verifyAndRead(
  config: TokenConfig,
  clock: Clock,
  token: string,
): Promise<{ claims: AccessClaims; notBefore: boolean } | null> {
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
    return {
      claims: { userId, sessionId, issuedAtMs: payload.iat! * 1000, expiresAtMs: payload.exp! * 1000 },
      notBefore: payload.nbf !== undefined,
    };
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
