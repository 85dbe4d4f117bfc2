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
);
