import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from './page-assets.ts';

const manifest: Manifest = {
  'src/client/routes/home-page.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_shared'],
  },
  _shared: {
    file: 'assets/shared.js',
    css: ['assets/shared.css'],
    imports: ['src/client/routes/home-page.tsx'],
  },
};

describe('pageAssets', () => {
  it("collects a page chunk's scripts and stylesheets through its imports, once each", () => {
    expect(pageAssets(manifest, 'src/client/routes/home-page.tsx')).toEqual({
      css: ['assets/home.css', 'assets/shared.css'],
      js: ['assets/home.js', 'assets/shared.js'],
    });
  });

  it('fails the build for a page the manifest does not know, instead of shipping it unstyled', () => {
    expect(() => pageAssets(manifest, 'src/client/routes/missing-page.tsx')).toThrow(
      'The build has no chunk for src/client/routes/missing-page.tsx',
    );
  });
});
