import { defineOkEndpoint } from './endpoint';
import { API } from './routes';
import {
  ZDiscardDraftResponse,
  ZDraftResponse,
  ZProfileEditResponse,
  ZPublishResponse,
  ZSaveDraftRequest,
} from './profile';

export const profileEndpoints = {
  edit: defineOkEndpoint(API.profile.edit, ZProfileEditResponse),
  draft: defineOkEndpoint(API.profile.draft, ZDraftResponse),
  saveDraft: defineOkEndpoint(API.profile.saveDraft, ZDraftResponse, { body: ZSaveDraftRequest }),
  discardDraft: defineOkEndpoint(API.profile.discardDraft, ZDiscardDraftResponse),
  publish: defineOkEndpoint(API.profile.publish, ZPublishResponse),
};
