import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const SONNER_RULE = {
  name: 'sonner',
  importNames: ['toast', 'Toaster'],
  message: 'Use toast from @/lib/toast and AppToaster: sonner is loaded after the first screen.',
};

/** Every folder of src/features is a feature; each has a public entry, its index.ts. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.fixture.{ts,tsx}',
  'src/**/test-*.{ts,tsx}',
  'src/**/*-harness.tsx',
];
const ENTRY_ONLY =
  "Import another feature only through its public entry, '@/features/<name>' (its index.ts).";
/** The layers, bottom up: shared code (src/components, lib, hooks, config, content) → features → app. */
const SHARED_FOLDERS = ['components', 'lib', 'hooks', 'config', 'content', 'i18n'];
const NO_APP_IN_FEATURES =
  'A feature does not import the app (src/app composes the features): take what it needs as props, children or context.';
const SHARED_ONLY =
  'Shared code (components, lib, hooks, config, content) sits below the features and the app: it imports neither. What composes features goes in src/app.';

/**
 * Feature borders: a feature reaches another only through that feature's index.ts, never its
 * internals, neither by '@/features/…' nor by a relative path that climbs into a sibling feature
 * (relative paths to src's shared folders and to supabase/functions/_shared stay allowed: build-time
 * code loaded by Node uses them). The depth decides how many '../' leave the feature, so there is
 * one entry per feature and folder depth.
 */
const featureBorders = FEATURES.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}(/|$))[^/]+/`, message: ENTRY_ONLY },
            { regex: '^@/app(/|$)', message: NO_APP_IN_FEATURES },
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./(${SHARED_FOLDERS.join('|')})/|\\.\\./\\.\\./(supabase|tests)/)`,
              message: `A relative path leads out of the ${feature} feature into another or into the app: ${ENTRY_ONLY}`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'supabase/.local',
      'supabase/functions',
      'test-results',
      'playwright-report',
      'e2e/.results*',
      'e2e/.dist*',
      'e2e/.stack*',
      'tests/bench/.tmp',
      // Generated from the message catalogues by `npm run i18n` (Paraglide).
      'src/i18n/paraglide',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The router module declares lazy route components next to the router factory on purpose.
    files: ['src/app/router.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Sonner is loaded after the first screen (src/lib/toast.ts); a static import would pull it back in.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [SONNER_RULE] }] },
  },
  {
    // Components never talk to the backend directly: data goes through each feature's api/ folder.
    files: ['src/**/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@supabase/supabase-js', message: 'Use the feature api/ hooks instead.' },
            SONNER_RULE,
          ],
          patterns: [
            { group: ['@/lib/supabase', '**/lib/supabase'], message: 'Use the feature api/ hooks instead.' },
          ],
        },
      ],
    },
  },
  {
    // Pure domain code: no React, no I/O.
    files: ['src/**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@supabase/*', '@/lib/supabase'],
              message: 'domain/ is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  ...featureBorders,
  {
    // The app composes features through their entries.
    files: ['src/app/**/*.{ts,tsx}', 'src/start.tsx', 'src/main.tsx'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/[^/]+/', message: ENTRY_ONLY }] },
      ],
    },
  },
  {
    // Shared code sits below the features and the app: it imports neither, by alias or by a
    // relative path that climbs into them.
    files: SHARED_FOLDERS.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: SHARED_ONLY },
            { regex: '^(\\.\\./)+(src/)?(features|app)(/|$)', message: SHARED_ONLY },
          ],
        },
      ],
    },
  },
);
