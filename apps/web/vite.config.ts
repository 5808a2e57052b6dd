import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
// react-router's package exports point at its development build only; production bundles
// take its production build (no dev warnings, smaller).
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

/**
 * Brotli and gzip copies beside every text asset of the build, which the server sends to
 * browsers that accept them (@fastify/static's preCompressed): the first page's JavaScript
 * travels at about a third of its size, compressed once at build time, not per request.
 */
function precompress(): Plugin {
  return {
    name: 'quad-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(name)) continue;
        const file = path.join(dir, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const server = process.env.QUAD_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React changes rarely: its own chunk stays cached across releases. Everything else the
        // first page imports statically travels as one more chunk (one file compresses better
        // than a dozen small shared ones); MUI components used only by lazy screens still load
        // with those screens.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
