import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every
 * other GET that is not an API call (client-side routes). Without a build nothing is served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its text assets; they go to browsers that accept them.
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.status(404).send({ msg: `No such endpoint: ${request.method} ${url}` });
    }
    const asset = path.join(webDist, path.normalize(url).replace(/^([/\\])+/, ''));
    if (asset.startsWith(webDist) && url !== '/' && existsSync(asset) && !asset.endsWith(path.sep)) {
      return reply.sendFile(path.relative(webDist, asset));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  return true;
}
