import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZActivitySettingsRequest,
  ZAdminAccounts,
  ZAdminInstitutionResponse,
  ZAdminInstitutions,
  ZAdminSettingsResponse,
  ZBlockEmailRequest,
  ZBlockEmailResponse,
  ZBlockedEmailsQuery,
  ZBlockedEmailsResponse,
  ZCooldownSettingsRequest,
  ZCreateAdminResponse,
  ZCreateInstitutionRequest,
  ZDeletedUsersQuery,
  ZDeletedUsersResponse,
  ZGenerateFakeProfilesRequest,
  ZGenerateFakeProfilesResponse,
  ZInstitutionIdParam,
  ZMediaSettingsRequest,
  ZModerationSettingsRequest,
  ZNotificationEmailRequest,
  ZNotificationEmailResponse,
  ZPaymentSettingsRequest,
  ZRemoveFakeProfilesResponse,
  ZSecuritySettingsRequest,
  ZSettingKeyValueRequest,
  ZUnblockEmailRequest,
  ZUnblockEmailResponse,
  ZUpdateAdminRequest,
  ZUpdateAdminResponse,
  ZUpdateInstitutionRequest,
} from './admin-manage';
import {
  ZAdminCheck,
  ZAdminStatistics,
  ZAdminUserDetails,
  ZAdminUserSearchQuery,
  ZAdminUserSearchResponse,
} from './admin-users';
import { ZCreateAdminRequest } from './auth';
import { ZIdParam, ZMessageResponse } from './common';

export const adminAccountsEndpoints = {
  list: defineOkEndpoint(API.adminAccounts.list, ZAdminAccounts),
  create: defineOkEndpoint(API.adminAccounts.create, ZCreateAdminResponse, {
    body: ZCreateAdminRequest,
    errors: ['email_taken', 'email_blocked', 'email_cooldown', 'email_not_returnable'],
  }),
  update: defineOkEndpoint(API.adminAccounts.update, ZUpdateAdminResponse, {
    params: ZIdParam,
    body: ZUpdateAdminRequest,
    errors: ['email_taken', 'email_blocked'],
  }),
  remove: defineOkEndpoint(API.adminAccounts.remove, ZMessageResponse, { params: ZIdParam }),
  notificationEmail: defineOkEndpoint(API.adminAccounts.notificationEmail, ZNotificationEmailResponse, {
    body: ZNotificationEmailRequest,
  }),
};

export const adminInstitutionsEndpoints = {
  list: defineOkEndpoint(API.adminInstitutions.list, ZAdminInstitutions),
  create: defineOkEndpoint(API.adminInstitutions.create, ZAdminInstitutionResponse, {
    body: ZCreateInstitutionRequest,
  }),
  update: defineOkEndpoint(API.adminInstitutions.update, ZAdminInstitutionResponse, {
    params: ZInstitutionIdParam,
    body: ZUpdateInstitutionRequest,
  }),
  remove: defineOkEndpoint(API.adminInstitutions.remove, ZMessageResponse, { params: ZInstitutionIdParam }),
};

export const adminOverviewEndpoints = {
  check: defineOkEndpoint(API.adminOverview.check, ZAdminCheck),
  statistics: defineOkEndpoint(API.adminOverview.statistics, ZAdminStatistics),
  searchUsers: defineOkEndpoint(API.adminOverview.searchUsers, ZAdminUserSearchResponse, {
    query: ZAdminUserSearchQuery,
  }),
  userDetails: defineOkEndpoint(API.adminOverview.userDetails, ZAdminUserDetails, { params: ZIdParam }),
};

export const adminRecordsEndpoints = {
  deletedUsers: defineOkEndpoint(API.adminRecords.deletedUsers, ZDeletedUsersResponse, { query: ZDeletedUsersQuery }),
  allowReturn: defineOkEndpoint(API.adminRecords.allowReturn, ZMessageResponse, { params: ZIdParam }),
  blockedEmails: defineOkEndpoint(API.adminRecords.blockedEmails, ZBlockedEmailsResponse, {
    query: ZBlockedEmailsQuery,
  }),
  blockEmail: defineOkEndpoint(API.adminRecords.blockEmail, ZBlockEmailResponse, { body: ZBlockEmailRequest }),
  unblockEmail: defineOkEndpoint(API.adminRecords.unblockEmail, ZUnblockEmailResponse, {
    params: ZIdParam,
    body: ZUnblockEmailRequest,
  }),
};

export const fakeProfilesEndpoints = {
  generate: defineOkEndpoint(API.fakeProfiles.generate, ZGenerateFakeProfilesResponse, {
    body: ZGenerateFakeProfilesRequest,
  }),
  removeAll: defineOkEndpoint(API.fakeProfiles.removeAll, ZRemoveFakeProfilesResponse),
};

export const adminSettingsEndpoints = {
  all: defineOkEndpoint(API.adminSettings.all, ZAdminSettingsResponse),
  payment: defineOkEndpoint(API.adminSettings.payment, ZAdminSettingsResponse, { body: ZPaymentSettingsRequest }),
  cooldown: defineOkEndpoint(API.adminSettings.cooldown, ZAdminSettingsResponse, { body: ZCooldownSettingsRequest }),
  media: defineOkEndpoint(API.adminSettings.media, ZAdminSettingsResponse, { body: ZMediaSettingsRequest }),
  security: defineOkEndpoint(API.adminSettings.security, ZAdminSettingsResponse, { body: ZSecuritySettingsRequest }),
  activity: defineOkEndpoint(API.adminSettings.activity, ZAdminSettingsResponse, { body: ZActivitySettingsRequest }),
  moderation: defineOkEndpoint(API.adminSettings.moderation, ZAdminSettingsResponse, {
    body: ZModerationSettingsRequest,
  }),
  byKey: defineOkEndpoint(API.adminSettings.byKey, ZAdminSettingsResponse, { body: ZSettingKeyValueRequest }),
};
