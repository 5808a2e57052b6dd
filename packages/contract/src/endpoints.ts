import { accountEndpoints } from './account.endpoints';
import {
  adminAccountsEndpoints,
  adminInstitutionsEndpoints,
  adminOverviewEndpoints,
  adminRecordsEndpoints,
  fakeProfilesEndpoints,
  adminSettingsEndpoints,
} from './admin.endpoints';
import { appealsEndpoints } from './appeals.endpoints';
import { authEndpoints } from './auth.endpoints';
import { chatEndpoints } from './chat.endpoints';
import { institutionsEndpoints, systemEndpoints } from './system.endpoints';
import { moderationEndpoints } from './moderation.endpoints';
import { notificationsEndpoints } from './notifications.endpoints';
import { paymentsAdminEndpoints, paymentsEndpoints } from './payments.endpoints';
import { photosEndpoints } from './photos.endpoints';
import { profileEndpoints } from './profile.endpoints';
import { privacyEndpoints } from './privacy.endpoints';
import { reportsEndpoints, usersEndpoints } from './users.endpoints';
import { memberSettingsEndpoints, publicSettingsEndpoints } from './settings.endpoints';
import { testingEndpoints } from './testing.endpoints';
import { verificationAdminEndpoints, verificationEndpoints } from './verification.endpoints';
import type { Route } from './endpoint';
import type { API } from './routes';

/** Every endpoint of the API, grouped as API is: the server registers its routes from these. */
export const ENDPOINTS = {
  account: accountEndpoints,
  adminAccounts: adminAccountsEndpoints,
  adminInstitutions: adminInstitutionsEndpoints,
  adminOverview: adminOverviewEndpoints,
  adminRecords: adminRecordsEndpoints,
  fakeProfiles: fakeProfilesEndpoints,
  appeals: appealsEndpoints,
  auth: authEndpoints,
  chat: chatEndpoints,
  institutions: institutionsEndpoints,
  moderation: moderationEndpoints,
  notifications: notificationsEndpoints,
  paymentsAdmin: paymentsAdminEndpoints,
  payments: paymentsEndpoints,
  photos: photosEndpoints,
  profile: profileEndpoints,
  privacy: privacyEndpoints,
  reports: reportsEndpoints,
  memberSettings: memberSettingsEndpoints,
  adminSettings: adminSettingsEndpoints,
  publicSettings: publicSettingsEndpoints,
  system: systemEndpoints,
  testing: testingEndpoints,
  users: usersEndpoints,
  verificationAdmin: verificationAdminEndpoints,
  verification: verificationEndpoints,
} as const satisfies { [G in keyof typeof API]: Record<keyof (typeof API)[G], Route> };

type Groups = typeof ENDPOINTS;
/** Any endpoint of the API. */
export type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];
/** The endpoint declared at a route, found by its method and path. */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;
