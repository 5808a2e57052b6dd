// Bundles the server into dist/main.js. Dependencies stay in node_modules; the workspace's
// own TypeScript packages (@quad/*) and the "@/..." path alias are compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@/') || args.path.startsWith('@quad/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
