/**
 * Who may call each endpoint and socket event. Every endpoint the OpenAPI description lists
 * and every event a connection listens to must have a row: a new one without a row fails
 * the authorisation matrix test, so its access rule is decided on purpose.
 *
 * - public: anyone, signed in or not;
 * - member: any signed-in member, a suspended one included (profile, settings, payments);
 * - active: a signed-in member who is not suspended (browse, chat, reports, blocks);
 * - admin: an administrator.
 */
export type Access = 'public' | 'member' | 'active' | 'admin';

export const ENDPOINT_ACCESS: Record<string, Access> = {
  'GET /api/environment': 'public',
  'GET /api/health': 'public',
  'GET /api/institutions': 'public',
  'GET /api/auth/public/settings': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/verify-reset-code': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/report-unwanted-email': 'public',
  // Signed URLs instead of a bearer token: <img> elements load these.
  'GET /api/photos/file/{name}': 'public',
  // The nudge e-mail's one-click unsubscribe (RFC 8058): a signed token instead of a bearer token.
  'POST /api/notifications/unsubscribe': 'public',

  'POST /api/auth/update-password': 'member',
  'GET /api/users/me': 'member',
  'DELETE /api/users/me': 'member',
  'POST /api/users/me/dismiss-warning': 'member',
  'GET /api/payment-instructions': 'member',
  'GET /api/payments': 'member',
  'POST /api/payments/claim': 'member',
  'GET /api/profile/edit': 'member',
  'GET /api/profile/draft': 'member',
  'PUT /api/profile/draft': 'member',
  'DELETE /api/profile/draft': 'member',
  'POST /api/profile/publish': 'member',
  'POST /api/photos/upload': 'member',
  'GET /api/verification': 'member',
  'POST /api/verification/challenge': 'member',
  'POST /api/verification/selfie': 'member',
  'POST /api/verification/review': 'member',
  'DELETE /api/photos/{id}': 'member',
  'GET /api/settings': 'member',
  'PATCH /api/settings': 'member',
  'GET /api/settings/active-chat-days': 'member',
  'GET /api/chat/unread': 'member',
  'PUT /api/messages/mark-read/{userId}': 'member',
  // A suspended member may still shut someone out.
  'POST /api/users/{id}/block': 'member',
  'POST /api/users/{id}/unblock': 'member',
  'GET /api/users/me/hidden-emails': 'member',
  'POST /api/users/me/hidden-emails': 'member',
  'DELETE /api/users/me/hidden-emails': 'member',
  'GET /api/push/public-key': 'member',
  'POST /api/push/subscriptions': 'member',
  'DELETE /api/push/subscriptions': 'member',
  'GET /api/notifications/settings': 'member',
  'PATCH /api/notifications/settings': 'member',
  // Like a block, muting protects the member: a suspended one may still do it.
  'GET /api/chat/{userId}/mute': 'member',
  'PUT /api/chat/{userId}/mute': 'member',
  'DELETE /api/chat/{userId}/mute': 'member',
  'POST /api/users/me/snooze': 'member',
  'DELETE /api/users/me/snooze': 'member',
  // Rights requests are every member's, a suspended one included.
  'GET /api/users/me/export': 'member',

  'GET /api/users': 'active',
  'GET /api/users/summary': 'active',
  'GET /api/users/{id}/profile': 'active',
  'GET /api/chat/{userId}/history': 'active',
  'POST /api/users/{id}/report': 'active',

  'GET /api/admin/check': 'admin',
  'GET /api/admin/statistics': 'admin',
  'GET /api/admin/users/search': 'admin',
  'GET /api/admin/users/{id}/details': 'admin',
  'GET /api/admin/admins': 'admin',
  'POST /api/admin/create-admin': 'admin',
  'PATCH /api/admin/admins/{id}': 'admin',
  'DELETE /api/admin/admins/{id}/delete': 'admin',
  'POST /api/admin/notification-email': 'admin',
  'GET /api/admin/institutions': 'admin',
  'POST /api/admin/institutions': 'admin',
  'PATCH /api/admin/institutions/{id}': 'admin',
  'DELETE /api/admin/institutions/{id}': 'admin',
  'GET /api/admin/payments/pending': 'admin',
  'POST /api/admin/payments/{id}/verify': 'admin',
  'POST /api/admin/payments/{id}/reject': 'admin',
  'POST /api/admin/users/{id}/payment-status': 'admin',
  'GET /api/admin/reports/pending': 'admin',
  'GET /api/admin/auto-flags/pending': 'admin',
  'GET /api/admin/profile-flags/pending': 'admin',
  'GET /api/admin/auto-flags/stats': 'admin',
  'GET /api/admin/profile-flags/stats': 'admin',
  'POST /api/admin/reports/{id}/review': 'admin',
  'POST /api/admin/auto-flags/{id}/review': 'admin',
  'POST /api/admin/profile-flags/{id}/review': 'admin',
  'POST /api/admin/users/{id}/warn': 'admin',
  'POST /api/admin/users/{id}/suspend': 'admin',
  'POST /api/admin/users/{id}/unsuspend': 'admin',
  'POST /api/admin/users/{id}/delete': 'admin',
  'GET /api/admin/deleted-users': 'admin',
  'POST /api/admin/deleted-users/{id}/allow-return': 'admin',
  'GET /api/admin/blocked-emails': 'admin',
  'POST /api/admin/blocked-emails/block': 'admin',
  'POST /api/admin/blocked-emails/{id}/unblock': 'admin',
  'GET /api/admin/settings/all': 'admin',
  'PUT /api/admin/settings/payment': 'admin',
  'PUT /api/admin/settings/cooldown': 'admin',
  'PUT /api/admin/settings/media': 'admin',
  'GET /api/admin/verification/reviews': 'admin',
  'POST /api/admin/verification/reviews/{id}': 'admin',
  'POST /api/admin/users/{userId}/verification/revoke': 'admin',
  'PUT /api/admin/settings/security': 'admin',
  'PUT /api/admin/settings/activity': 'admin',
  'PUT /api/admin/settings': 'admin',
  'POST /api/admin/generate-fake-profiles': 'admin',
  'DELETE /api/admin/fake-profiles': 'admin',
  'GET /api/testing/test-suites': 'admin',
  'POST /api/testing/test-suites/initialize': 'admin',
  'POST /api/testing/test-runs': 'admin',
  'GET /api/testing/test-runs/history': 'admin',
  'GET /api/testing/test-runs/{id}': 'admin',
  'GET /api/testing/test-runs/{id}/results': 'admin',
  'GET /api/testing/test-runs/{id}/logs': 'admin',
  'POST /api/testing/test-runs/{id}/stop': 'admin',
};

/**
 * Socket events. A connection needs a live session (anonymous, deleted and logged-out
 * tokens are refused at the handshake); 'active' events refuse a suspended member.
 */
export const SOCKET_EVENT_ACCESS: Record<string, Exclude<Access, 'public' | 'admin'>> = {
  join_notifications: 'member',
  join_room: 'member',
  send_message: 'active',
  typing_start: 'member',
  typing_stop: 'member',
  message_delivered: 'member',
  message_read: 'member',
};
