import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page.tsx';
import { renderInRouter } from '#client/testing/render-in-router.tsx';

afterEach(cleanup);

describe('page not found', () => {
  it('says the page does not exist and links home, to the gallery and to contact', () => {
    renderInRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Gallery/ })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact-us');
  });
});
