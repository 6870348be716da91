import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { ParticipateOverview } from './participate-overview.tsx';

afterEach(cleanup);

describe('participate page', () => {
  it('presents workshops, competitions, awareness drives and national days, each with a link onwards', () => {
    render(
      <MemoryRouter>
        <ParticipateOverview />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Participate' })).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Workshops', '/workshops'],
      ['Competitions', '/subscribe'],
      ['Awareness drives', '/volunteer-teacher'],
      ['National and global days', '/gallery'],
    ];
    for (const [name, href] of expected) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      expect(within(region).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});
