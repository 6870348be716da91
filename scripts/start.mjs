// `npm start`: builds whatever is missing, then runs the server.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const needsClient = !fs.existsSync('dist/client/index.html');
const needsServer = !fs.existsSync('dist/server/main.js');
if (needsClient || needsServer) {
  console.log('Building the site and the server (first start only)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/main.js');
