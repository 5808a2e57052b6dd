import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The first page loads only these folders: no schema library there, only the
    // contract's plain modules (constants, messages, institution-domains) and types.
    files: [
      'apps/web/src/{app,api,lib}/**/*.{ts,tsx}',
      'apps/web/src/features/landing/**/*.{ts,tsx}',
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
          patterns: [{ group: ['../../*'], message: 'Use the "@/..." path alias instead of deep relative imports.' }],
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
