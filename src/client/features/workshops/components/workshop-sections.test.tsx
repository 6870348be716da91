import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkshopSections } from './workshop-sections.tsx';

afterEach(cleanup);

describe('workshops page (SPEC "Workshops page")', () => {
  it('has the four audience sections in order, each with a list of topics', () => {
    render(
      <MemoryRouter>
        <WorkshopSections />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Workshops' })).toBeInTheDocument();
    const sections = ['College Students', 'School Students', 'Senior Citizens', 'Homemakers and Crafts'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections);
    for (const name of sections) {
      const topics = within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 });
      expect(topics.length).toBeGreaterThanOrEqual(4);
    }
    const college = within(screen.getByRole('region', { name: 'College Students' }));
    for (const topic of [
      'Cyber Security',
      'E-Content Creation',
      '3D Model',
      'Graphic Designing',
      'Video Editing',
      'IT Techs',
    ])
      expect(college.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
  });

  it('lets visitors jump to each section', () => {
    render(
      <MemoryRouter>
        <WorkshopSections />
      </MemoryRouter>,
    );
    const jumps = within(screen.getByRole('navigation', { name: 'Workshop audiences' })).getAllByRole('link');
    expect(jumps.map((link) => link.getAttribute('href'))).toEqual([
      '#college-students',
      '#school-students',
      '#senior-citizens',
      '#homemakers-and-crafts',
    ]);
  });
});
