import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (file: string) => JSON.parse(fs.readFileSync(new URL(file, root), 'utf8'));

/**
 * Issue 24, must have 8: the oldest Node the README promises (package.json "engines") runs every package
 * the lock file installs, so a fresh `npm ci` prints no engine warning. A dependency that starts to ask for
 * a newer Node fails here: pin an older release, or override it where another package brings it in.
 */
describe('Node version told truthfully', () => {
  it('every installed package accepts the oldest Node of package.json engines', () => {
    const oldest = semver.minVersion(read('package.json').engines.node as string)!.version;
    const packages = read('package-lock.json').packages as Record<
      string,
      { engines?: { node?: string } | string[]; optional?: boolean }
    >;
    const refusing = Object.entries(packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(oldest, range, { includePrerelease: true })
          ? [`${path.replace(/^.*node_modules\//, '')} (node ${range})`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
