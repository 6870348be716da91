import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const userEventDefault = {
  name: '@testing-library/user-event',
  importNames: ['default'],
  message:
    "Under NodeNext the default export has no types: use `import { userEvent } from '@testing-library/user-event'`.",
};

/** One-way imports: shared knows neither side; the browser and the server never import each other. */
const boundary = (files, side, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [userEventDefault],
        patterns: [{ group: side.flatMap((dir) => [`**/${dir}/**`, `\\#${dir}/**`]), message }],
      },
    ],
  },
});

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [userEventDefault] }],
    },
  },
  boundary(['src/shared/**'], ['server', 'client'], 'shared must not import server or client code'),
  boundary(['src/client/**'], ['server'], 'the browser must not import server code'),
  boundary(['src/server/**'], ['client'], 'the server must not import client code'),
  {
    // Migrations are frozen in time and work on any schema shape.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
