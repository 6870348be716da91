import { expect, test } from './testing/fixtures.ts';

test('the server answers its health check and serves the prerendered home page', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveTitle(/Gurukul/);
});
