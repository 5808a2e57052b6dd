import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZBlockResponse, ZBrowseQuery, ZBrowseResponse, ZBrowseSummary } from './browse';
import { ZReportRequest, ZReportResponse } from './chat';
import { ZIdParam } from './common';
import { ZActiveChatDays } from './settings';
import { ZUserCard } from './users';

export const reportsEndpoints = {
  report: defineOkEndpoint(API.reports.report, ZReportResponse, {
    params: ZIdParam,
    body: ZReportRequest,
    errors: ['account_suspended', 'already_reported'],
  }),
};

export const usersEndpoints = {
  browse: defineOkEndpoint(API.users.browse, ZBrowseResponse, { query: ZBrowseQuery, errors: ['account_suspended'] }),
  summary: defineOkEndpoint(API.users.summary, ZBrowseSummary, { errors: ['account_suspended'] }),
  profile: defineOkEndpoint(API.users.profile, ZUserCard, { params: ZIdParam, errors: ['account_suspended'] }),
  block: defineOkEndpoint(API.users.block, ZBlockResponse, { params: ZIdParam }),
  unblock: defineOkEndpoint(API.users.unblock, ZBlockResponse, { params: ZIdParam }),
  activeChatDays: defineOkEndpoint(API.users.activeChatDays, ZActiveChatDays),
};
