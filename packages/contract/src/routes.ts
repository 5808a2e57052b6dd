import { route } from './endpoint';

/**
 * Where every endpoint of the API answers, by the server's route files: the method and path
 * half of each endpoint object (the *.endpoints.ts files add the schemas). Free of zod, so the
 * web's first page can name the endpoints it calls.
 */
export const API = {
  account: {
    me: route('GET', '/api/users/me'),
    dismissWarning: route('POST', '/api/users/me/dismiss-warning'),
    deleteAccount: route('DELETE', '/api/users/me'),
    exportData: route('GET', '/api/users/me/export'),
  },
  adminAccounts: {
    list: route('GET', '/api/admin/admins'),
    create: route('POST', '/api/admin/create-admin'),
    update: route('PATCH', '/api/admin/admins/:id'),
    remove: route('DELETE', '/api/admin/admins/:id/delete'),
    notificationEmail: route('POST', '/api/admin/notification-email'),
  },
  adminInstitutions: {
    list: route('GET', '/api/admin/institutions'),
    create: route('POST', '/api/admin/institutions'),
    update: route('PATCH', '/api/admin/institutions/:id'),
    remove: route('DELETE', '/api/admin/institutions/:id'),
  },
  adminOverview: {
    check: route('GET', '/api/admin/check'),
    statistics: route('GET', '/api/admin/statistics'),
    searchUsers: route('GET', '/api/admin/users/search'),
    userDetails: route('GET', '/api/admin/users/:id/details'),
  },
  adminRecords: {
    deletedUsers: route('GET', '/api/admin/deleted-users'),
    allowReturn: route('POST', '/api/admin/deleted-users/:id/allow-return'),
    blockedEmails: route('GET', '/api/admin/blocked-emails'),
    blockEmail: route('POST', '/api/admin/blocked-emails/block'),
    unblockEmail: route('POST', '/api/admin/blocked-emails/:id/unblock'),
  },
  fakeProfiles: {
    generate: route('POST', '/api/admin/generate-fake-profiles'),
    removeAll: route('DELETE', '/api/admin/fake-profiles'),
  },
  appeals: {
    mine: route('GET', '/api/users/me/appeals'),
    file: route('POST', '/api/users/me/appeals'),
    pending: route('GET', '/api/admin/appeals/pending'),
    review: route('POST', '/api/admin/appeals/:id/review'),
  },
  auth: {
    register: route('POST', '/api/auth/register'),
    verifyEmail: route('POST', '/api/auth/verify-email'),
    resendVerification: route('POST', '/api/auth/resend-verification'),
    login: route('POST', '/api/auth/login'),
    logout: route('POST', '/api/auth/logout'),
    forgotPassword: route('POST', '/api/auth/forgot-password'),
    verifyResetCode: route('POST', '/api/auth/verify-reset-code'),
    resetPassword: route('POST', '/api/auth/reset-password'),
    updatePassword: route('POST', '/api/auth/update-password'),
    reportUnwantedEmail: route('POST', '/api/auth/report-unwanted-email'),
  },
  chat: {
    history: route('GET', '/api/chat/:userId/history'),
    markRead: route('PUT', '/api/messages/mark-read/:userId'),
    unread: route('GET', '/api/chat/unread'),
  },
  institutions: {
    list: route('GET', '/api/institutions'),
  },
  moderation: {
    pendingReports: route('GET', '/api/admin/reports/pending'),
    pendingAutoFlags: route('GET', '/api/admin/auto-flags/pending'),
    pendingProfileFlags: route('GET', '/api/admin/profile-flags/pending'),
    autoFlagStats: route('GET', '/api/admin/auto-flags/stats'),
    profileFlagStats: route('GET', '/api/admin/profile-flags/stats'),
    reviewReport: route('POST', '/api/admin/reports/:id/review'),
    reviewAutoFlag: route('POST', '/api/admin/auto-flags/:id/review'),
    reviewProfileFlag: route('POST', '/api/admin/profile-flags/:id/review'),
    warn: route('POST', '/api/admin/users/:id/warn'),
    suspend: route('POST', '/api/admin/users/:id/suspend'),
    unsuspend: route('POST', '/api/admin/users/:id/unsuspend'),
    deleteMember: route('POST', '/api/admin/users/:id/delete'),
  },
  notifications: {
    pushPublicKey: route('GET', '/api/push/public-key'),
    subscribePush: route('POST', '/api/push/subscriptions'),
    unsubscribePush: route('DELETE', '/api/push/subscriptions'),
    settings: route('GET', '/api/notifications/settings'),
    updateSettings: route('PATCH', '/api/notifications/settings'),
    mute: route('GET', '/api/chat/:userId/mute'),
    muteChat: route('PUT', '/api/chat/:userId/mute'),
    unmuteChat: route('DELETE', '/api/chat/:userId/mute'),
    unsubscribe: route('POST', '/api/notifications/unsubscribe'),
  },
  paymentsAdmin: {
    pending: route('GET', '/api/admin/payments/pending'),
    verify: route('POST', '/api/admin/payments/:id/verify'),
    reject: route('POST', '/api/admin/payments/:id/reject'),
    setStatus: route('POST', '/api/admin/users/:id/payment-status'),
  },
  payments: {
    instructions: route('GET', '/api/payment-instructions'),
    mine: route('GET', '/api/payments'),
    claim: route('POST', '/api/payments/claim'),
  },
  photos: {
    upload: route('POST', '/api/photos/upload'),
    remove: route('DELETE', '/api/photos/:id'),
    file: route('GET', '/api/photos/file/:name'),
  },
  profile: {
    edit: route('GET', '/api/profile/edit'),
    draft: route('GET', '/api/profile/draft'),
    saveDraft: route('PUT', '/api/profile/draft'),
    discardDraft: route('DELETE', '/api/profile/draft'),
    publish: route('POST', '/api/profile/publish'),
  },
  privacy: {
    hiddenEmails: route('GET', '/api/users/me/hidden-emails'),
    hideEmails: route('POST', '/api/users/me/hidden-emails'),
    clearHiddenEmails: route('DELETE', '/api/users/me/hidden-emails'),
    snooze: route('POST', '/api/users/me/snooze'),
    endSnooze: route('DELETE', '/api/users/me/snooze'),
  },
  reports: {
    report: route('POST', '/api/users/:id/report'),
  },
  memberSettings: {
    get: route('GET', '/api/settings'),
    update: route('PATCH', '/api/settings'),
  },
  adminSettings: {
    all: route('GET', '/api/admin/settings/all'),
    payment: route('PUT', '/api/admin/settings/payment'),
    cooldown: route('PUT', '/api/admin/settings/cooldown'),
    media: route('PUT', '/api/admin/settings/media'),
    security: route('PUT', '/api/admin/settings/security'),
    activity: route('PUT', '/api/admin/settings/activity'),
    moderation: route('PUT', '/api/admin/settings/moderation'),
    byKey: route('PUT', '/api/admin/settings'),
  },
  publicSettings: {
    get: route('GET', '/api/auth/public/settings'),
  },
  system: {
    environment: route('GET', '/api/environment'),
    health: route('GET', '/api/health'),
  },
  testing: {
    suites: route('GET', '/api/testing/test-suites'),
    initializeSuites: route('POST', '/api/testing/test-suites/initialize'),
    startRun: route('POST', '/api/testing/test-runs'),
    history: route('GET', '/api/testing/test-runs/history'),
    run: route('GET', '/api/testing/test-runs/:id'),
    results: route('GET', '/api/testing/test-runs/:id/results'),
    logs: route('GET', '/api/testing/test-runs/:id/logs'),
    stopRun: route('POST', '/api/testing/test-runs/:id/stop'),
  },
  users: {
    browse: route('GET', '/api/users'),
    summary: route('GET', '/api/users/summary'),
    profile: route('GET', '/api/users/:id/profile'),
    block: route('POST', '/api/users/:id/block'),
    unblock: route('POST', '/api/users/:id/unblock'),
    activeChatDays: route('GET', '/api/settings/active-chat-days'),
  },
  verificationAdmin: {
    reviews: route('GET', '/api/admin/verification/reviews'),
    decide: route('POST', '/api/admin/verification/reviews/:id'),
    revoke: route('POST', '/api/admin/users/:userId/verification/revoke'),
  },
  verification: {
    status: route('GET', '/api/verification'),
    challenge: route('POST', '/api/verification/challenge'),
    selfie: route('POST', '/api/verification/selfie'),
    requestReview: route('POST', '/api/verification/review'),
  },
} as const;
