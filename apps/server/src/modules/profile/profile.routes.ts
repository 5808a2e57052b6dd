import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PHOTOS,
  MSG,
  ZDiscardDraftResponse,
  ZDraftResponse,
  ZProfileEditResponse,
  ZPublishResponse,
  ZSaveDraftRequest,
} from '@quad/contract';
import { presentOwnPhoto } from '@/modules/photos/photos.presenter';
import { ownPhotos } from '@/modules/photos/photos.service';
import { presentDraft, presentProfileFields } from './profile.presenter';
import { discardDraft, getDraft, publishProfile, saveDraft } from './profile.service';

const security = [{ bearer: [] }];

/** The member's own profile editing (member-app.md section 4, Profile editing). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const preHandler = app.requireMember;

  app.get(
    '/profile/edit',
    { preHandler, schema: { tags, security, response: { 200: ZProfileEditResponse } } },
    async (request) => {
      const rows = await ownPhotos(app.ctx, request.user.id);
      return {
        photos: rows.map((row) => presentOwnPhoto(app.ctx, row)),
        max_photos: MAX_PHOTOS,
        max_photo_size_mb: await app.ctx.settings.get('max_photo_size_mb'),
      };
    },
  );

  app.get(
    '/profile/draft',
    { preHandler, schema: { tags, security, response: { 200: ZDraftResponse } } },
    async (request) => {
      const { draft, user } = await getDraft(app.ctx, request.user.id);
      return { has_draft: draft !== undefined, draft: draft ? presentDraft(draft, user) : null };
    },
  );

  app.put(
    '/profile/draft',
    { preHandler, schema: { tags, security, body: ZSaveDraftRequest, response: { 200: ZDraftResponse } } },
    async (request) => {
      const { draft, user } = await saveDraft(app.ctx, request.user.id, request.body);
      return { has_draft: true, draft: presentDraft(draft, user) };
    },
  );

  app.delete(
    '/profile/draft',
    { preHandler, schema: { tags, security, response: { 200: ZDiscardDraftResponse } } },
    async (request) => {
      await discardDraft(app.ctx, request.user.id);
      return { msg: MSG.changesDiscarded };
    },
  );

  app.post(
    '/profile/publish',
    { preHandler, schema: { tags, security, response: { 200: ZPublishResponse } } },
    async (request) => {
      const { user, photos } = await publishProfile(app.ctx, request.user.id);
      return {
        msg: MSG.profileUpdated,
        profile: presentProfileFields(user),
        photos: photos.map((row) => presentOwnPhoto(app.ctx, row)),
      };
    },
  );
};
