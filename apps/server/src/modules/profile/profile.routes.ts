import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MAX_PHOTOS, MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { presentOwnPhoto } from '@/modules/photos/photos.presenter';
import { ownPhotos } from '@/modules/photos/photos.service';
import { presentDraft, presentProfileFields } from './profile.presenter';
import { discardDraft, getDraft, publishProfile, saveDraft } from './profile.service';

const security = [{ bearer: [] }];

/** The member's own profile editing (member-app.md section 4, Profile editing). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const preHandler = app.requireMember;

  endpointRoute(app, ENDPOINTS.profile.edit, { preHandler, schema: { tags, security } }, async (request) => {
    const rows = await ownPhotos(app.ctx, request.user.id);
    return {
      photos: rows.map((row) => presentOwnPhoto(app.ctx, row)),
      max_photos: MAX_PHOTOS,
      max_photo_size_mb: await app.ctx.settings.get('max_photo_size_mb'),
    };
  });

  endpointRoute(app, ENDPOINTS.profile.draft, { preHandler, schema: { tags, security } }, async (request) => {
    const { draft, user } = await getDraft(app.ctx, request.user.id);
    return { has_draft: draft !== undefined, draft: draft ? presentDraft(draft, user) : null };
  });

  endpointRoute(app, ENDPOINTS.profile.saveDraft, { preHandler, schema: { tags, security } }, async (request) => {
    const { draft, user } = await saveDraft(app.ctx, request.user.id, request.body);
    return { has_draft: true, draft: presentDraft(draft, user) };
  });

  endpointRoute(app, ENDPOINTS.profile.discardDraft, { preHandler, schema: { tags, security } }, async (request) => {
    await discardDraft(app.ctx, request.user.id);
    return { msg: MSG.changesDiscarded };
  });

  endpointRoute(app, ENDPOINTS.profile.publish, { preHandler, schema: { tags, security } }, async (request) => {
    const { user, photos } = await publishProfile(app.ctx, request.user.id);
    return {
      msg: MSG.profileUpdated,
      profile: presentProfileFields(user),
      photos: photos.map((row) => presentOwnPhoto(app.ctx, row)),
    };
  });
};
