import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
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

/** No import climbs more than two folders: beyond that, name the place with #shared, #server or #client. */
const shallow = {
  regex: '^(\\.\\./){3,}',
  message: 'more than two ../: import through #shared/, #server/ or #client/',
};
/** A client feature's api/, components/ and testing/ folders are its own; the files at its root are what others may use. */
const clientFeatures = fs.readdirSync(new URL('./src/client/features', import.meta.url));
const featureInternals = (feature) => ({
  regex: `^(#client/features/(?!${feature}/)[a-z-]+|\\.\\./\\.\\./(?!${feature}/)[a-z-]+|\\.\\./(?!${feature}/)[a-z-]+)/(api|components|testing)/`,
  message: "another feature's internals: use a file at the root of its folder",
});

/** Public pages stay free of zod at run time (decision 005): types only, and the contract's zod-free files. */
const zodModules = fs
  .readdirSync(new URL('./src/shared/api', import.meta.url))
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      /from 'zod'/.test(fs.readFileSync(new URL(`./src/shared/api/${file}`, import.meta.url), 'utf8')),
  )
  .map((file) => file.replace(/\.ts$/, ''));
const noZod = [
  {
    group: ['zod'],
    allowTypeImports: true,
    message: 'public pages import no zod at run time (decision 005)',
  },
  {
    regex: `^#shared/api/(${zodModules.join('|')})(\\.ts)?$`,
    allowTypeImports: true,
    message: 'this contract file loads zod: public pages use its -fields, -guards or -paths file',
  },
];
const publicFeatures = [
  'home',
  'gallery',
  'team',
  'vision',
  'contact',
  'subscribe',
  'get-involved',
  'participate',
  'workshops',
  'coming-soon',
  'pages',
  'giving',
  'notifications',
];
const clientBase = [side(['server'], 'the browser must not import server code'), shallow];
const featureZone = (feature) =>
  zone(
    [`src/client/features/${feature}/**`],
    [...clientBase, featureInternals(feature), ...(publicFeatures.includes(feature) ? noZod : [])],
  );

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
  zone(
    ['src/shared/**'],
    [side(['server', 'client'], 'shared must not import server or client code'), shallow],
  ),
  zone(['src/client/**'], clientBase),
  ...clientFeatures.map(featureZone),
  zone(
    ['src/client/{components,texts,islands,lib}/**', 'src/client/routes/*.tsx'],
    [...clientBase, ...noZod],
    ['src/client/lib/answer-schema.ts', 'src/client/routes/{dashboard,login}-page.tsx', '**/*.test.{ts,tsx}'],
  ),
  // The scripts without React must stay without it (decision 011): anything that pulls React in here
  // would bring it to every visitor of the home page.
  zone(
    ['src/client/enhancements/**'],
    [
      ...clientBase,
      ...noZod,
      { group: ['react', 'react-*', 'react/*', '*.tsx'], message: 'an enhancement runs without React' },
    ],
    ['**/*.test.{ts,tsx}'],
  ),
  zone(['src/server/**'], [notClient, shallow]),
  zone(['scripts/**', 'e2e/**'], [shallow]),
  {
    // A fixed sleep is slow and, on a busy machine, still too short.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            "wait for the event itself (expect, expect.poll, waitForResponse), or run the page's timers on page.clock (install, then runFor)",
        },
      ],
    },
  },
  // Tests may reach into any feature and load zod: they are never shipped.
  zone(['src/client/**/*.test.{ts,tsx}'], clientBase),
  zone(['src/server/plugins/**'], [notClient, shallow, noFeatures]),
  zone(['src/server/features/**'], [notClient, shallow, onlyServices], ['**/*.test.ts']),
  {
    // Migrations are frozen in time and work on any schema shape.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
