import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet / ASVS 5.0 appendix C minimum:
 * 19 MiB of memory, 2 iterations, 1 lane (about 50 ms here).
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

/** A hash of a random secret, verified when no account matches so every sign-in costs the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'), PASSWORD_HASH_OPTIONS);
  return dummyHash;
}

/** Computes the dummy hash ahead of the first sign-in, whose timing must not stand out. */
export async function warmUpPasswordHashing(): Promise<void> {
  await getDummyHash();
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Verifies against the stored hash, or against a dummy hash (always false) when there is none. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker parameters than today's (rehash on next sign-in). */
export function hashIsOutdated(storedHash: string): boolean {
  try {
    return needsRehash(storedHash, PASSWORD_HASH_OPTIONS);
  } catch {
    return true;
  }
}
