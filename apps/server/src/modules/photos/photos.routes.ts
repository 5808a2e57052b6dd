import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, MSG } from '@quad/contract';
import { endpointRoute } from '@/platform/endpoint-route';
import { presentOwnPhoto } from './photos.presenter';
import { readPhotoUpload } from './photo-upload.reader';
import { deletePhoto, photoFile, uploadPhoto } from './photos.service';

const security = [{ bearer: [] }];
/** Photo processing and moderation cost real CPU: a member gets this many uploads a minute. */
export const PHOTO_UPLOADS_PER_MINUTE = 20;

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are accepted by these routes only; limits are set per request.
  await app.register(multipart);
  const tags = ['photos'];
  const uploadLimit = app.rateLimit({
    max: PHOTO_UPLOADS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `photo-upload:${request.user.id}`,
  });

  endpointRoute(
    app,
    ENDPOINTS.photos.upload,
    {
      // Before the body is read: a stranger's upload, or one too many, is refused unread.
      onRequest: [app.requireMember, uploadLimit],
      schema: { tags, security, consumes: ['multipart/form-data'] },
    },
    async (request) => {
      const { image, fields } = await readPhotoUpload(request, await app.ctx.settings.get('max_photo_size_mb'));
      const photo = await uploadPhoto(app.ctx, request.user.id, image, fields);
      return { msg: MSG.photoUploaded, photo: presentOwnPhoto(app.ctx, photo) };
    },
  );

  endpointRoute(
    app,
    ENDPOINTS.photos.remove,
    { preHandler: app.requireMember, schema: { tags, security } },
    async (request) => {
      const left = await deletePhoto(app.ctx, request.user.id, request.params.id);
      return { msg: MSG.photoDeleted, photos: left.map((row) => presentOwnPhoto(app.ctx, row)) };
    },
  );

  // Signed URLs (see photo-url.ts) instead of a bearer header: <img> elements load these.
  endpointRoute(app, ENDPOINTS.photos.file, { schema: { tags } }, async (request, reply) => {
    const { data, maxAgeSeconds } = await photoFile(app.ctx, request.params.name, request.query);
    return reply.header('cache-control', `private, max-age=${maxAgeSeconds}, immutable`).type('image/webp').send(data);
  });
};
