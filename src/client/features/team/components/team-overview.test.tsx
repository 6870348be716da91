import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '#shared/content/site-content';
import { teamOf, type Team } from '#client/texts/team.ts';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { FakeEmbla } from '../testing/fake-embla.ts';
import { embla } from '../testing/mock-embla.ts';
import { TeamOverview } from './team-overview.tsx';
import { InLanguage } from '#client/testing/language.tsx';

/** A fresh install's team. */
const team: Team = teamOf(defaultSiteContent.team, defaultSiteContent.collaborations);

vi.mock('embla-carousel-react', async () => ({
  default: (await import('../testing/mock-embla.ts')).useFakeEmblaCarousel,
}));

beforeEach(() => {
  embla.current = new FakeEmbla();
});
afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('team page (SPEC "Team page", section 3 team counts)', () => {
  it('shows the heading, the subheading and the six sections in order', () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Incredible Team' })).toBeInTheDocument();
    expect(
      screen.getByText('Passionate individuals working together to create a lasting impact'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Founder',
      'Directors',
      'Advisory Members',
      'Volunteering Members',
      'Staff Members',
      'Collaborations',
    ]);
  });

  it('shows 1 founder, 4 directors, 4 advisory members, 8 volunteers and 3 staff, each with a picture', () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    const counts = ['Founder', 'Directors', 'Advisory Members', 'Volunteering Members', 'Staff Members'].map(
      (name) => within(section(name)).getAllByRole('heading', { level: 3 }).length,
    );
    expect(counts).toEqual([1, 4, 4, 8, 3]);
    const founder = team.founder[0]!;
    expect(
      within(section('Founder')).getByRole('img', { name: `Picture of ${founder.name}` }),
    ).toHaveAttribute('src', founder.image);
  });

  it('puts the first 4 volunteering members in one row and the rest in a second row', () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    const rows = within(section('Volunteering Members')).getAllByRole('list');
    expect(rows.map((row) => within(row).getAllByRole('listitem').length)).toEqual([4, 4]);
  });

  it('writes the qualification after a vertical bar only when there is one', () => {
    const members: Team = {
      ...team,
      staff: [
        { name: 'Asha Rao', role: 'Coordinator', qualification: 'MSW', image: '/a.svg', linkedin: '' },
        { name: 'Ravi N', role: 'Field Officer', qualification: '', image: '/b.svg', linkedin: '' },
      ],
    };
    render(<TeamOverview team={members} />, { wrapper: InLanguage });
    const staff = section('Staff Members');
    expect(within(staff).getByText('Coordinator | MSW')).toBeInTheDocument();
    expect(within(staff).getByText('Field Officer')).toBeInTheDocument();
    expect(staff).not.toHaveTextContent('Field Officer |');
  });

  it("shows a director's second qualification line when there is one", () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    const directors = section('Directors');
    for (const director of team.directors) {
      if (director.qualification2)
        expect(within(directors).getByText(director.qualification2)).toBeInTheDocument();
    }
    expect(team.directors.some((director) => !director.qualification2)).toBe(true);
  });

  it('links to LinkedIn in a new tab only for members with a profile', () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    const everyone = [
      ...team.founder,
      ...team.directors,
      ...team.advisory,
      ...team.volunteers,
      ...team.staff,
    ];
    for (const member of everyone) {
      const link = screen.queryByRole('link', { name: `LinkedIn profile of ${member.name}` });
      if (!member.linkedin) {
        expect(link).not.toBeInTheDocument();
        continue;
      }
      expect(link).toHaveAttribute('href', member.linkedin);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
    expect(everyone.filter((member) => member.linkedin).length).toBeGreaterThan(0);
    expect(everyone.filter((member) => !member.linkedin).length).toBeGreaterThan(0);
  });

  it('shows a single collaboration logo on its own, without a carousel', () => {
    render(
      <TeamOverview team={{ ...team, collaborations: [{ name: 'Only Partner', logo: '/only.svg' }] }} />,
      { wrapper: InLanguage },
    );
    const collaborations = section('Collaborations');
    expect(within(collaborations).getByRole('img', { name: 'Only Partner' })).toHaveAttribute(
      'src',
      '/only.svg',
    );
    expect(within(collaborations).queryByRole('region')).not.toBeInTheDocument();
    expect(within(collaborations).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the 2 collaboration logos in a carousel', () => {
    render(<TeamOverview />, { wrapper: InLanguage });
    const carousel = screen.getByRole('region', { name: 'Our collaboration partners' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 2$/ });
    expect(slides).toHaveLength(2);
    for (const partner of team.collaborations) {
      expect(within(carousel).getByRole('img', { name: partner.name })).toHaveAttribute('src', partner.logo);
    }
  });

  it('content issue: shows a volunteer the administrator added, in the section chosen for them', () => {
    const kavya = {
      id: 99,
      section: 'volunteers' as const,
      name: 'Kavya Rao',
      role: 'Volunteer',
      qualification: 'B.Sc. Mathematics',
      qualification2: '',
      photo: '/uploads/kavya-640.webp',
      linkedin: '',
    };
    const content = { ...defaultSiteContent, team: [...defaultSiteContent.team, kavya] };
    render(
      <SiteContentProvider value={{ content }}>
        <TeamOverview />
      </SiteContentProvider>,
      { wrapper: InLanguage },
    );
    const volunteers = section('Volunteering Members');
    expect(within(volunteers).getByRole('heading', { level: 3, name: 'Kavya Rao' })).toBeInTheDocument();
    expect(within(volunteers).getByRole('img', { name: 'Picture of Kavya Rao' })).toHaveAttribute(
      'src',
      kavya.photo,
    );
  });
});
