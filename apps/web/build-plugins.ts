import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/** Brotli and gzip copies of one file, beside it. */
function writeCompressedCopies(file: string): void {
  const data = readFileSync(file);
  if (data.length < 1024) return;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/**
 * Brotli and gzip copies beside every text asset of the build, which the server sends to
 * browsers that accept them (@fastify/static's preCompressed): the first page's JavaScript
 * travels at about a third of its size, compressed once at build time, not per request.
 */
export function precompress(): Plugin {
  return {
    name: 'quad-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (/\.(js|css|html|svg|json|txt)$/.test(name)) writeCompressedCopies(path.join(dir, name));
      }
    },
  };
}

/**
 * Signed-in members who open / are sent to Browse by the app; they must not see the landing
 * page meanwhile. Runs before the first paint; the server allows it by its hash (CSP).
 */
const MEMBER_CHECK = `try{localStorage.getItem("accessToken")&&(document.getElementById("root").textContent="")}catch(e){}`;

/**
 * Writes dist/landing.html: index.html with the landing page rendered into it and the CSS it
 * needs inlined, which the server sends for /. The page paints as soon as the HTML arrives,
 * without waiting for JavaScript, and main.tsx hydrates that markup rather than replacing it
 * (so the fade-in keeps running instead of starting over).
 */
export function prerenderLanding(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'quad-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const vite = await createServer({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        resolve: { tsconfigPaths: true },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await vite.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
        const { html, styles } = renderLanding();
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!index.includes(root) || !index.includes('</head>')) throw new Error('index.html has no empty #root');
        const landing = index
          .replace('</head>', `${styles}\n  </head>`)
          .replace(root, `<div id="root">${html}</div>\n    <script>${MEMBER_CHECK}</script>`);
        const file = path.join(outDir, 'landing.html');
        writeFileSync(file, landing);
        writeCompressedCopies(file);
      } finally {
        await vite.close();
      }
    },
  };
}
