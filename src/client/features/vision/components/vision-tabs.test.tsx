import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMissionAreas as missionCards } from '#shared/content/defaults/index';
import { VisionAndMission } from './vision-and-mission.tsx';

function renderPage(url = '/vision') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <VisionAndMission />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Vision and Mission tabs (SPEC "Vision and Mission", section 4)', () => {
  it('has one h1 and opens on the Vision tab, showing the holistic-development statement', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const vision = screen.getByRole('tab', { name: 'Vision' });
    const mission = screen.getByRole('tab', { name: 'Mission' });
    expect(vision).toHaveAttribute('aria-selected', 'true');
    expect(mission).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Vision' });
    expect(panel).toHaveTextContent(/non-profit/);
    expect(panel).toHaveTextContent(/holistic development/);
    expect(screen.queryByRole('tabpanel', { name: 'Mission' })).not.toBeInTheDocument();
  });

  it('switches to Mission and back by click', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Mission' }));
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mission' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Vision' }));
    expect(screen.getByRole('tabpanel', { name: 'Vision' })).toBeVisible();
  });

  it('Mission shows a statement and the four cards, each with a bullet list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Mission' }));
    const panel = screen.getByRole('tabpanel', { name: 'Mission' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    const titles = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Education', 'Health Care', 'Women Empowerment', 'National & Global Days']);
    for (const card of missionCards) {
      const article = within(panel).getByRole('article', { name: card.title });
      const bullets = within(within(article).getByRole('list')).getAllByRole('listitem');
      expect(bullets.length).toBeGreaterThanOrEqual(4);
    }
    expect(panel).toHaveTextContent(/NMMS/);
    expect(panel).toHaveTextContent(/free spoken English classes/i);
    expect(panel).toHaveTextContent(/space show/i);
    expect(panel).toHaveTextContent(/cyber security/i);
    expect(panel).toHaveTextContent(/Satvik Aahar/);
    expect(panel).toHaveTextContent(/Hoop art/i);
    expect(panel).toHaveTextContent(/Self defence/i);
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderPage();
    const vision = screen.getByRole('tab', { name: 'Vision' });
    const mission = screen.getByRole('tab', { name: 'Mission' });
    expect(vision).toHaveAttribute('tabindex', '0');
    expect(mission).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(vision).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(mission).toHaveFocus();
    expect(mission).toHaveAttribute('aria-selected', 'true');
    expect(mission).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}');
    expect(vision).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(mission).toHaveFocus();
    await user.keyboard('{Home}');
    expect(vision).toHaveFocus();
    expect(vision).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(mission).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Mission' })).toBeVisible();
  });

  it('ties each tab to its panel', () => {
    renderPage();
    const tab = screen.getByRole('tab', { name: 'Vision' });
    expect(screen.getByRole('tabpanel', { name: 'Vision' })).toHaveAttribute(
      'id',
      tab.getAttribute('aria-controls'),
    );
    expect(screen.getByRole('tablist', { name: 'Vision and Mission' })).toBeInTheDocument();
  });

  it('opens on Mission when the address ends in #mission', () => {
    renderPage('/vision#mission');
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
  });
});
