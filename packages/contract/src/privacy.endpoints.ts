import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZAddHiddenEmailsRequest, ZHiddenEmailsSummary, ZSnoozeRequest, ZSnoozeState } from './privacy';

export const privacyEndpoints = {
  hiddenEmails: defineOkEndpoint(API.privacy.hiddenEmails, ZHiddenEmailsSummary),
  hideEmails: defineOkEndpoint(API.privacy.hideEmails, ZHiddenEmailsSummary, {
    body: ZAddHiddenEmailsRequest,
    errors: ['hidden_emails_limit'],
  }),
  clearHiddenEmails: defineOkEndpoint(API.privacy.clearHiddenEmails, ZHiddenEmailsSummary),
  snooze: defineOkEndpoint(API.privacy.snooze, ZSnoozeState, { body: ZSnoozeRequest }),
  endSnooze: defineOkEndpoint(API.privacy.endSnooze, ZSnoozeState),
};
