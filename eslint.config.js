import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/user-event',
              importNames: ['default'],
              message:
                "Under NodeNext the default export has no types: use `import { userEvent } from '@testing-library/user-event'`.",
            },
          ],
        },
      ],
      // One-way imports: shared knows neither side; the browser never imports server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
            { target: './src/shared', from: './src/client', message: 'shared must not import client code' },
            {
              target: './src/client',
              from: './src/server',
              message: 'the browser must not import server code',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'the server must not import client code',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are frozen in time and work on any schema shape.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
