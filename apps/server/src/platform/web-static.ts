import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An HTML page of the app, ready to send as it is, in brotli or in gzip. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** CSP sources for the page's inline scripts ('sha256-…'). */
  scriptHashes: string[];
}

function page(html: string): Page {
  const scriptHashes = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
    scriptHashes,
  };
}

/** Adds the page's own inline scripts to the script-src of the policy helmet set. */
function allowInlineScripts(reply: FastifyReply, hashes: string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  const directives = policy.split(';').map((d) => d.trim());
  const i = directives.findIndex((d) => d.startsWith('script-src '));
  if (i >= 0) directives[i] = `${directives[i]} ${hashes.join(' ')}`;
  else directives.push(`script-src 'self' ${hashes.join(' ')}`);
  void reply.header('content-security-policy', directives.join(';'));
}

function sendPage(request: FastifyRequest, reply: FastifyReply, p: Page) {
  allowInlineScripts(reply, p.scriptHashes);
  void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(p.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(p.gzip);
  return reply.send(p.html);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every
 * other GET that is not an API call (client-side routes). / gets landing.html, the same
 * page with the landing page already rendered in it, when the build wrote one. Without a
 * build nothing is served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const index = page(readFileSync(indexFile, 'utf8'));
  const landingFile = path.join(webDist, 'landing.html');
  const landing = existsSync(landingFile) ? page(readFileSync(landingFile, 'utf8')) : index;

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its text assets; they go to browsers that accept them.
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      // The service worker and the manifest are checked on every visit, so a release reaches installed apps.
      const revalidate = /[\\/](sw\.js|manifest\.webmanifest)$/.test(file);
      void res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=300',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.status(404).send({ msg: `No such endpoint: ${request.method} ${url}` });
    }
    if (url === '/') return sendPage(request, reply, landing);
    const asset = path.join(webDist, path.normalize(url).replace(/^([/\\])+/, ''));
    if (asset.startsWith(webDist) && existsSync(asset) && !asset.endsWith(path.sep) && !/\.html$/.test(asset)) {
      return reply.sendFile(path.relative(webDist, asset));
    }
    return sendPage(request, reply, index);
  });
  return true;
}
