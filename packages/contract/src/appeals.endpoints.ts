import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZFileAppealRequest,
  ZFileAppealResponse,
  ZMyAppealsResponse,
  ZPendingAppealsResponse,
  ZReviewAppealRequest,
  ZReviewAppealResponse,
} from './appeals';
import { ZIdParam } from './common';

export const appealsEndpoints = {
  mine: defineOkEndpoint(API.appeals.mine, ZMyAppealsResponse),
  file: defineEndpoint(API.appeals.file, {
    body: ZFileAppealRequest,
    response: { 201: ZFileAppealResponse },
    errors: ['not_appealable', 'appeal_window_closed', 'appeal_exists'],
  }),
  pending: defineOkEndpoint(API.appeals.pending, ZPendingAppealsResponse),
  review: defineOkEndpoint(API.appeals.review, ZReviewAppealResponse, {
    params: ZIdParam,
    body: ZReviewAppealRequest,
    errors: ['appeal_already_decided', 'appeal_own_action'],
  }),
};
