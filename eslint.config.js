import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (README "Layout"): app/ composes, features/<f> own their screens and
// behaviour, shared/ holds the app-wide state and pieces, lib/ and api/ plain helpers.
const root = import.meta.dirname;
const web = 'apps/web/src';
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}/**/*`,
    from: `${web}/features/**/*`,
    // import-x matches exceptions as given, against absolute paths.
    except: [`${root}/${web}/features/${feature}/**/*`, `${root}/${web}/features/*/public.ts`],
    message: `Another feature is reached only through what it exposes in its public.ts (or the piece moves to shared/).`,
  })),
  {
    target: `${web}/shared/**/*`,
    from: [`${web}/app/**/*`, `${web}/features/**/*`],
    message: 'shared/ serves the app and every feature; it imports neither.',
  },
  {
    target: [`${web}/lib/**/*`, `${web}/api/**/*`],
    from: [`${web}/app/**/*`, `${web}/features/**/*`, `${web}/shared/**/*`],
    message: 'lib/ and api/ are plain helpers: they import neither the app, a feature nor shared/.',
  },
];
const featuresOffAppZone = {
  target: `${web}/features/**/*`,
  from: `${web}/app/**/*`,
  message: 'Features do not import the app shell (the route table and layout import them).',
};
const webTests = ['**/*.test.{ts,tsx}', '**/*-test-support.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/drizzle/**',
      'data/**',
      'bench/results/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the "@/..." path alias instead of deep relative imports.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Use the "@/..." path alias instead of deep relative imports.' },
            {
              group: ['@quad/server', '@quad/server/*'],
              message: 'The web app talks to the server through the API only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/sw.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files it can parse: the web app's TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      // Dynamic imports count: a lazy page that imports the layout closes a circle too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Whole-app tests may render the app's routes; feature code may not import the shell.
    files: [`${web}/features/**/*.{ts,tsx}`],
    ignores: webTests,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, featuresOffAppZone] }],
    },
  },
  {
    // The first page loads only these folders and files: no schema library there, only the
    // contract's plain modules (constants, messages, institution-domains) and types.
    files: [
      'apps/web/src/{app,api,lib,shared}/**/*.{ts,tsx}',
      'apps/web/src/features/landing/**/*.{ts,tsx}',
      // Feature files the app shell imports statically (the top bar's Filters button).
      'apps/web/src/features/account/suspension.ts',
      'apps/web/src/features/browse/filters-drawer.tsx',
      'apps/web/src/main.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@quad/contract',
              allowTypeImports: true,
              message:
                'Import from @quad/contract/constants, /messages or /institution-domains: the first page must not load zod.',
            },
            { name: 'zod', message: 'The first page must not load zod.' },
          ],
          patterns: [
            { group: ['../../*'], message: 'Use the "@/..." path alias instead of deep relative imports.' },
            {
              group: ['@quad/contract/endpoints', '@quad/contract/*.endpoints'],
              allowTypeImports: true,
              message: 'Endpoint objects carry zod: name an endpoint with API from @quad/contract/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Use the "@/..." path alias instead of deep relative imports.' },
            { group: ['@quad/web', '@quad/web/*'], message: 'The server does not import the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // The service worker has its own tsconfig (WebWorker types, not DOM).
    files: ['apps/web/src/sw.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './apps/web/tsconfig.sw.json',
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.serviceworker },
    },
  },
  prettier,
);
