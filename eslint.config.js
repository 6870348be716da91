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
const side = (dirs, message) => ({
  group: dirs.flatMap((dir) => [`**/${dir}/**`, `\\#${dir}/**`]),
  message,
});
const notClient = side(['client'], 'the server must not import client code');
/** Cross-cutting plugins serve every feature and depend on none. */
const noFeatures = {
  group: ['**/features/**', '\\#server/features/**'],
  message: 'plugins must not import features: let app.ts hand them what they need',
};
/** A feature reaches another only through its service. */
const onlyServices = {
  regex: '^(\\.\\./|#server/features/)[a-z-]+/(?![a-z-]+\\.service(\\.ts)?$)',
  message: "another feature's internals: import its *.service.ts",
};

/** ESLint applies the last matching block's options, so each zone lists every pattern that holds in it. */
const zone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths: [userEventDefault], patterns }] },
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
  zone(['src/shared/**'], [side(['server', 'client'], 'shared must not import server or client code')]),
  zone(['src/client/**'], [side(['server'], 'the browser must not import server code')]),
  zone(['src/server/**'], [notClient]),
  zone(['src/server/plugins/**'], [notClient, noFeatures]),
  zone(['src/server/features/**'], [notClient, onlyServices], ['**/*.test.ts']),
  {
    // Migrations are frozen in time and work on any schema shape.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
