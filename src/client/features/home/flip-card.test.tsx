import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProgrammes as programs } from '#shared/content/defaults/index';
import { FlipCard } from './flip-card.tsx';
import { InLanguage } from '#client/testing/language.tsx';

afterEach(cleanup);

describe('program flip card', () => {
  it('has the picture and title in front and the description behind', () => {
    const program = programs[0]!;
    render(<FlipCard program={program} index={0} />, { wrapper: InLanguage });
    const card = screen.getByRole('article', { name: program.title });
    expect(within(card).getByRole('img', { name: program.image.alt })).toHaveAttribute('width');
    expect(within(card).getByText(program.description)).toBeInTheDocument();
  });

  it('turns over on click or tap and back on a second one (touch and keyboard)', async () => {
    const user = userEvent.setup();
    const program = programs[3]!;
    render(<FlipCard program={program} index={3} />, { wrapper: InLanguage });
    const toggle = screen.getByRole('button', { name: `Show the description of ${program.title}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article')).toHaveAttribute('data-flipped', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns back when focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FlipCard program={programs[0]!} index={0} />
        <button type="button">After</button>
      </>,
      { wrapper: InLanguage },
    );
    await user.click(screen.getByRole('button', { name: /Show the description/ }));
    await user.tab();
    expect(screen.getByRole('article')).not.toHaveAttribute('data-flipped');
  });
});
