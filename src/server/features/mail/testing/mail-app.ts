/**
 * The application as its own process, configured by the environment like the real server, for the test that
 * kills the mail worker with SIGKILL in the middle of a campaign. It does not listen: the worker is all it runs.
 */
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';

const app = await buildApp(loadConfig(process.env));
await app.ready();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
