import { authCodes, sessions } from '@/db/schema/index';
import { iso, ownedRows, removeOwned, type InventoryEntry } from '@/modules/account/inventory-entry';

export const sessionEntry: InventoryEntry = {
  file: 'sessions.json',
  about: 'The devices you signed in on.',
  onDeletion: 'removed',
  holds: [sessions.userId],
  async read(db, userId) {
    const rows = await ownedRows(db, sessions, sessions.userId, userId, sessions.createdAt);
    return rows.map((s) => ({
      signed_in_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      signed_out_at: iso(s.revokedAt),
      device: s.userAgent,
      ip: s.ip,
    }));
  },
  erase: (tx, userId) => removeOwned(tx, sessions, sessions.userId, userId),
};

export const codeEntry: InventoryEntry = {
  file: 'codes.json',
  about: 'Verification and password-reset codes sent to you (when and what for; the codes are stored only as hashes).',
  onDeletion: 'removed',
  holds: [authCodes.userId],
  async read(db, userId) {
    const rows = await ownedRows(db, authCodes, authCodes.userId, userId, authCodes.createdAt);
    return rows.map((c) => ({
      purpose: c.purpose,
      sent_at: iso(c.createdAt),
      expires_at: iso(c.expiresAt),
      used_at: iso(c.consumedAt),
    }));
  },
  erase: (tx, userId) => removeOwned(tx, authCodes, authCodes.userId, userId),
};
