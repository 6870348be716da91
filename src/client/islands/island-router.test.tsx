import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink, createPath, useLocation, useNavigate } from '#client/lib/navigation.tsx';
import { IslandRouter } from './island-router.tsx';

function Probe() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="place">{pathname + search + hash}</output>
      <button type="button" onClick={() => navigate({ pathname, search, hash: '#sponsor' })}>
        Sponsor
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

// Issue 12: islands link and read the address without React Router, which stays in the dashboard's app.
describe('an island’s links and address', () => {
  it('writes a place as React Router does: a fragment without its # (as /donate chooses an action) gets one', () => {
    expect(createPath({ pathname: '/donate', search: '', hash: 'sponsor-a-school-kit' })).toBe(
      '/donate#sponsor-a-school-kit',
    );
    expect(createPath({ pathname: '/donate', search: 'pledge=1', hash: '#x' })).toBe('/donate?pledge=1#x');
    expect(createPath({ pathname: '/donate', search: '?', hash: '#' })).toBe('/donate');
  });

  it('a link is a plain <a href>, marked as the current page when it is', () => {
    window.history.replaceState(null, '', '/vision');
    render(
      <IslandRouter>
        <NavLink to="/vision">Vision</NavLink>
        <Link to="/team">Team</Link>
      </IslandRouter>,
    );
    expect(screen.getByRole('link', { name: 'Vision' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
  });

  it('a change of query or fragment stays in the page, and every island sees the new address', () => {
    window.history.replaceState(null, '', '/donate');
    render(
      <>
        <IslandRouter>
          <Link to="/donate?amount=500">Give 500</Link>
        </IslandRouter>
        <IslandRouter>
          <Probe />
        </IslandRouter>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Give 500' }));
    expect(window.location.search).toBe('?amount=500');
    expect(screen.getByTestId('place')).toHaveTextContent('/donate?amount=500');
    act(() => screen.getByRole('button', { name: 'Sponsor' }).click());
    expect(screen.getByTestId('place')).toHaveTextContent('/donate?amount=500#sponsor');
  });

  it('on the server, the address is the one being rendered', () => {
    render(
      <IslandRouter url="/vision#mission">
        <Probe />
      </IslandRouter>,
    );
    expect(screen.getByTestId('place')).toHaveTextContent('/vision#mission');
  });
});
