import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { volunteerRoles } from '#client/texts/volunteer.ts';
import { VolunteerRole } from './volunteer-role.tsx';
import { InLanguage } from '#client/testing/language.tsx';

afterEach(cleanup);

const cases = [
  { key: 'teacher', title: 'Volunteer as a Teacher', role: 'Teacher' },
  { key: 'intern', title: 'Join as an Intern', role: 'Intern' },
  { key: 'mentor', title: 'Volunteer as a Mentor', role: 'Mentor' },
] as const;

describe('Get Involved pages (SPEC routes /volunteer-teacher, /join-intern, /volunteer-mentor)', () => {
  it.each(cases)(
    '$title says what the volunteer does, the time it takes and how to start',
    ({ key, title, role }) => {
      render(<VolunteerRole content={volunteerRoles[key]} />, { wrapper: InLanguage });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const name of ['What you will do', 'Time commitment', 'Who can join', 'How to start'])
        expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Expression of Interest' });
      const roles = within(form).getByRole('group', { name: 'I would like to join as' });
      const checked = within(roles)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked);
      expect(checked.map((box) => box.closest('label')?.textContent)).toEqual([role]);
    },
  );

  it('the mentor page states groups of 10-12 students per mentor', () => {
    render(<VolunteerRole content={volunteerRoles.mentor} />, { wrapper: InLanguage });
    expect(screen.getByText(/10-12 students per mentor/)).toBeInTheDocument();
  });
});
