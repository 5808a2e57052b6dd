import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZDeleteUserRequest,
  ZFlagStatsResponse,
  ZPendingAutoFlags,
  ZPendingProfileFlags,
  ZPendingReports,
  ZReviewFlagRequest,
  ZReviewReportRequest,
  ZReviewResponse,
  ZSuspendUserRequest,
  ZUnsuspendUserRequest,
  ZUserActionResponse,
  ZWarnUserRequest,
} from './admin-moderation';
import { ZIdParam } from './common';

export const moderationEndpoints = {
  pendingReports: defineOkEndpoint(API.moderation.pendingReports, ZPendingReports),
  pendingAutoFlags: defineOkEndpoint(API.moderation.pendingAutoFlags, ZPendingAutoFlags),
  pendingProfileFlags: defineOkEndpoint(API.moderation.pendingProfileFlags, ZPendingProfileFlags),
  autoFlagStats: defineOkEndpoint(API.moderation.autoFlagStats, ZFlagStatsResponse),
  profileFlagStats: defineOkEndpoint(API.moderation.profileFlagStats, ZFlagStatsResponse),
  reviewReport: defineOkEndpoint(API.moderation.reviewReport, ZReviewResponse, {
    params: ZIdParam,
    body: ZReviewReportRequest,
  }),
  reviewAutoFlag: defineOkEndpoint(API.moderation.reviewAutoFlag, ZReviewResponse, {
    params: ZIdParam,
    body: ZReviewFlagRequest,
  }),
  reviewProfileFlag: defineOkEndpoint(API.moderation.reviewProfileFlag, ZReviewResponse, {
    params: ZIdParam,
    body: ZReviewFlagRequest,
  }),
  warn: defineOkEndpoint(API.moderation.warn, ZUserActionResponse, { params: ZIdParam, body: ZWarnUserRequest }),
  suspend: defineOkEndpoint(API.moderation.suspend, ZUserActionResponse, {
    params: ZIdParam,
    body: ZSuspendUserRequest,
  }),
  unsuspend: defineOkEndpoint(API.moderation.unsuspend, ZUserActionResponse, {
    params: ZIdParam,
    body: ZUnsuspendUserRequest,
  }),
  deleteMember: defineOkEndpoint(API.moderation.deleteMember, ZUserActionResponse, {
    params: ZIdParam,
    body: ZDeleteUserRequest,
  }),
};
