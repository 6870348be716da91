// `npm run admin -- <command>`: the administrator's command line, run from the built server.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/server/cli/admin.js')) execSync('npm run build:server', { stdio: 'inherit' });
await import('../dist/server/cli/admin.js');
