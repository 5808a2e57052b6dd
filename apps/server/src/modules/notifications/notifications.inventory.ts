import { conversationMutes, conversationNotices, notificationSettings, pushSubscriptions } from '@/db/schema/index';
import { iso, ownedRows, removeOwned, type InventoryEntry } from '@/modules/account/inventory-entry';

export const notificationEntry: InventoryEntry = {
  file: 'notifications.json',
  about:
    'Your notification settings, the devices that receive pushes, muted chats and when you were last notified of each chat.',
  onDeletion: 'removed',
  holds: [pushSubscriptions.userId, notificationSettings.userId, conversationMutes.userId, conversationNotices.userId],
  async read(db, userId) {
    const [devices, prefs, mutes, notices] = await Promise.all([
      ownedRows(db, pushSubscriptions, pushSubscriptions.userId, userId, pushSubscriptions.id),
      ownedRows(db, notificationSettings, notificationSettings.userId, userId),
      ownedRows(db, conversationMutes, conversationMutes.userId, userId),
      ownedRows(db, conversationNotices, conversationNotices.userId, userId),
    ]);
    return [
      // The push address is the browser's secret: only that a device receives pushes, and since when.
      ...devices.map((d) => ({ kind: 'push_device', since: iso(d.createdAt) })),
      ...prefs.map((p) => ({
        kind: 'settings',
        previews: p.previews,
        email_nudges: p.emailNudges,
        quiet_start_minute: p.quietStart,
        quiet_end_minute: p.quietEnd,
        time_zone: p.timeZone,
      })),
      ...mutes.map((m) => ({ kind: 'muted_chat', member_id: m.otherId, since: iso(m.createdAt) })),
      ...notices.map((n) => ({
        kind: 'last_notified',
        member_id: n.otherId,
        push_at: iso(n.lastPushAt),
        email_at: iso(n.lastEmailAt),
      })),
    ];
  },
  async erase(tx, userId) {
    await removeOwned(tx, pushSubscriptions, pushSubscriptions.userId, userId);
    await removeOwned(tx, notificationSettings, notificationSettings.userId, userId);
    await removeOwned(tx, conversationMutes, conversationMutes.userId, userId);
    await removeOwned(tx, conversationNotices, conversationNotices.userId, userId);
  },
};
