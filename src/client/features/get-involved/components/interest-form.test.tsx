import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interestReceivedMessage } from '#shared/api/inbox';
import { fakeInterestApi } from '../testing/fake-interest-api.ts';
import { InterestForm } from './interest-form.tsx';
import { InLanguage } from '#client/testing/language.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('form', { name: 'Expression of Interest' });
const group = (name: string) => within(form()).getByRole('group', { name });

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  const textbox = (name: string) => within(form()).getByRole('textbox', { name });
  await user.type(textbox('Full Name'), 'Ramesh Patil');
  await user.click(within(group('Gender')).getByRole('radio', { name: 'Male' }));
  await user.click(within(group('Age')).getByRole('radio', { name: '40-60' }));
  await user.type(textbox('Education'), 'B.Sc.');
  await user.type(textbox('Occupation'), 'Engineer');
  await user.type(textbox('Location'), 'Belagavi');
  await user.type(textbox('Mobile No.'), '9845012345');
  await user.type(textbox('Email Address'), 'ramesh@example.org');
  await user.click(within(group('Languages you speak')).getByRole('checkbox', { name: 'Marathi' }));
  await user.click(within(group('Languages you speak')).getByRole('checkbox', { name: 'Kannada' }));
  await user.click(within(group('I would like to join as')).getByRole('checkbox', { name: 'Mentor' }));
}

describe('Expression of Interest form (SPEC section 3)', () => {
  it('has every field of the entity, with the age bands shown as Below 40, 40-60 and Above 60', () => {
    render(<InterestForm />, { wrapper: InLanguage });
    for (const name of ['Full Name', 'Education', 'Occupation', 'Location', 'Mobile No.', 'Email Address'])
      expect(within(form()).getByRole('textbox', { name })).toBeInTheDocument();
    const labels = (name: string, role: 'radio' | 'checkbox') =>
      within(group(name))
        .getAllByRole(role)
        .map((input) => input.closest('label')?.textContent);
    expect(labels('Gender', 'radio')).toEqual(['Male', 'Female', 'Others']);
    expect(labels('Age', 'radio')).toEqual(['Below 40', '40-60', 'Above 60']);
    expect(labels('Languages you speak', 'checkbox')).toEqual(['Kannada', 'English', 'Hindi', 'Marathi']);
    expect(labels('I would like to join as', 'checkbox')).toEqual(['Mentor', 'Teacher', 'Sponsor', 'Intern']);
    expect(within(form()).getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    expect(within(form()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('submits every field with the values the server expects and then empties the form', async () => {
    const bodies = fakeInterestApi(() => json(201, { message: interestReceivedMessage }));
    const user = userEvent.setup();
    render(<InterestForm action="Sponsor a school kit" />, { wrapper: InLanguage });
    await fillEverything(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(interestReceivedMessage);
    expect(bodies).toEqual([
      {
        fullName: 'Ramesh Patil',
        gender: 'male',
        age: '40_to_60',
        education: 'B.Sc.',
        occupation: 'Engineer',
        location: 'Belagavi',
        mobile: '9845012345',
        email: 'ramesh@example.org',
        languages: ['kannada', 'marathi'],
        roles: ['mentor'],
        action: 'Sponsor a school kit',
        website: '',
      },
    ]);
    expect(within(form()).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(within(group('Gender')).getByRole('radio', { name: 'Male' })).not.toBeChecked();
  });

  it('leaves gender and age out when they were not chosen', async () => {
    const bodies = fakeInterestApi(() => json(201, { message: interestReceivedMessage }));
    const user = userEvent.setup();
    render(<InterestForm />, { wrapper: InLanguage });
    await user.type(within(form()).getByRole('textbox', { name: 'Full Name' }), 'Asha');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    await screen.findByText(interestReceivedMessage);
    expect(bodies[0]).not.toHaveProperty('gender');
    expect(bodies[0]).not.toHaveProperty('age');
  });

  it("shows the server's error and keeps every value", async () => {
    fakeInterestApi(() => json(400, { error: 'Please enter your full name.', code: 'bad_request' }));
    const user = userEvent.setup();
    render(<InterestForm />, { wrapper: InLanguage });
    await fillEverything(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your full name.');
    expect(within(form()).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ramesh Patil');
    expect(within(group('Age')).getByRole('radio', { name: '40-60' })).toBeChecked();
    expect(within(group('Languages you speak')).getByRole('checkbox', { name: 'Marathi' })).toBeChecked();
  });

  it('Reset clears what was typed and restores the preselected role', async () => {
    const user = userEvent.setup();
    render(<InterestForm defaultRoles={['teacher']} />, { wrapper: InLanguage });
    const teacher = within(group('I would like to join as')).getByRole('checkbox', { name: 'Teacher' });
    expect(teacher).toBeChecked();
    await fillEverything(user);
    await user.click(teacher);
    expect(teacher).not.toBeChecked();

    await user.click(within(form()).getByRole('button', { name: 'Reset' }));
    expect(within(form()).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(within(form()).getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
    expect(within(group('Gender')).getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(within(group('Languages you speak')).getByRole('checkbox', { name: 'Kannada' })).not.toBeChecked();
    expect(teacher).toBeChecked();
    expect(
      within(group('I would like to join as')).getByRole('checkbox', { name: 'Mentor' }),
    ).not.toBeChecked();
  });

  it('shows Cancel only when there is somewhere to go back to', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(<InterestForm onCancel={onCancel} />, { wrapper: InLanguage });
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
