import { authCodes, sessions } from '@/db/schema/index';
import { iso, tableEntry } from '@/modules/account/inventory-entry';

export const sessionEntry = tableEntry({
  file: 'sessions.json',
  about: 'The devices you signed in on.',
  onDeletion: 'removed',
  table: sessions,
  owner: sessions.userId,
  order: sessions.createdAt,
  show: (s) => ({
    signed_in_at: iso(s.createdAt),
    last_seen_at: iso(s.lastSeenAt),
    expires_at: iso(s.expiresAt),
    signed_out_at: iso(s.revokedAt),
    device: s.userAgent,
    ip: s.ip,
  }),
});

export const codeEntry = tableEntry({
  file: 'codes.json',
  about: 'Verification and password-reset codes sent to you (when and what for; the codes are stored only as hashes).',
  onDeletion: 'removed',
  table: authCodes,
  owner: authCodes.userId,
  order: authCodes.createdAt,
  show: (c) => ({
    purpose: c.purpose,
    sent_at: iso(c.createdAt),
    expires_at: iso(c.expiresAt),
    used_at: iso(c.consumedAt),
  }),
});
