import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { islandChunks } from './scripts/island-chunks.ts';

const serverConditions = defaultServerConditions.filter((condition) => condition !== 'module');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  root: '.',
  publicDir: 'public',
  // package.json `imports` send `#shared/…` and `#server/…` to the TypeScript sources under the `source`
  // condition and to the built JavaScript otherwise; everything Vite builds or tests reads the sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Without `module`, as Node resolves: the AWS SDK's `module` builds import files without their extensions,
  // which Node cannot load.
  ssr: { resolve: { conditions: ['source', ...serverConditions], externalConditions: ['source'] } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the prerenderer to link each route's CSS and chunks into its HTML.
    manifest: true,
    // The dashboard's app (index.html) and the public pages' islands (decision 011).
    rolldownOptions: {
      input: ['index.html', 'src/client/islands/start-islands.ts'],
      ...(isSsrBuild ? {} : { output: { codeSplitting: islandChunks() } }),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  test: {
    // Most tests wait on timers, sockets and databases rather than on the CPU: one worker more than there
    // are cores keeps the cores busy (the default, one fewer, left a two-core machine half idle).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/server/testing/setup.ts'],
          // A guard against a test that hangs, not a speed check: the login tests' scrypt hashes and the
          // 3,000-cursor test take several times longer with the other cores busy (benchmarks measure speed).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll returns the moment its condition holds; its 1 s default is too short on a busy machine
          // (a render or a mail through SMTP took over 15 s at a load of 18), and a longer limit costs nothing
          // when the condition holds. Tests do not set shorter ones.
          expect: { poll: { timeout: 60_000 } },
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          setupFiles: ['src/client/testing/setup.ts'],
          // A form filled key by key in jsdom takes a few seconds when lint, types and the server tests
          // share two cores with it; the 5 s default then fails tests that are right. A guard against a
          // test that hangs, as on the server.
          testTimeout: 120_000,
        },
      },
    ],
  },
}));
