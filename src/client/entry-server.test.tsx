// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server.tsx';

vi.mock('./routes/vision-page.tsx', () => ({
  default: function VisionPage(): never {
    throw new Error('Vision page failed to draw');
  },
}));

describe('prerendering with error boundaries (hardening 11)', () => {
  it('hardening 11: the boundaries add nothing to a page that draws: the layout and the page are all there', async () => {
    const html = await render('/gallery');
    expect(html).toContain('Our Gallery');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('could not be shown');
  });

  it('hardening 11: a page that throws while prerendering fails the build instead of shipping empty', async () => {
    await expect(render('/vision')).rejects.toMatchObject({
      message: 'Prerendering /vision failed',
      cause: expect.objectContaining({ message: 'Vision page failed to draw' }),
    });
  });
});
