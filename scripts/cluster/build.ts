/** The cluster runs the build, as `npm start` does: built once when missing, and a warning when stale. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function ensureBuild(): void {
  const built = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'];
  if (built.some((file) => !fs.existsSync(file))) {
    console.log('Building the site and the server (dist/ is missing)...');
    execSync('npm run build', { stdio: 'inherit' });
    return;
  }
  const builtAt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  if (newestIn('src') > builtAt)
    console.warn(
      'Warning: src/ changed after the last build; run `npm run build` to test the current code.\n',
    );
}
