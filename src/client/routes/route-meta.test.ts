import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './routes.tsx';
import { routeMeta } from '#client/lib/route-meta.ts';

describe('the route table', () => {
  it('gives every route one entry, with a title, a description and a page module that exists', () => {
    const paths = routeMeta.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeMeta) {
      expect(route.title, route.path).not.toBe('');
      expect(route.description, route.path).not.toBe('');
      expect(fs.existsSync(path.join(import.meta.dirname, route.page)), route.page).toBe(true);
    }
  });

  it('is what the router serves: every route but the 404 page, in the same order', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(
      routeMeta.filter((route) => route.path !== '/404').map((route) => route.path),
    );
    expect(pageRoutes.find((route) => route.path === '/dashboard')?.bare).toBe(true);
  });
});
