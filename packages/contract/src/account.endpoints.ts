import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZDeleteAccountResponse, ZDismissWarningResponse } from './account';
import { ZCurrentUser } from './current-user';

export const accountEndpoints = {
  me: defineOkEndpoint(API.account.me, ZCurrentUser),
  dismissWarning: defineOkEndpoint(API.account.dismissWarning, ZDismissWarningResponse),
  deleteAccount: defineOkEndpoint(API.account.deleteAccount, ZDeleteAccountResponse),
  exportData: defineEndpoint(API.account.exportData, { errors: ['export_rate_limited'] }),
};
