import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { hi } from '#client/i18n/catalogues/hi.ts';
import { InLanguage } from '#client/testing/language.tsx';
import { preferReducedMotion } from '#client/testing/browser-stubs.ts';
import { SubscribeBox } from './subscribe-box.tsx';

vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign(vi.fn(), { reset: vi.fn() }) } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 28: the subscriber's mail comes in the language of the page they subscribed on. */
describe('subscribe box in the page’s language', () => {
  it('sends the Hindi page’s language with the address, and holds it in a hidden field for a post without script', async () => {
    preferReducedMotion(true);
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({ message: messages.subscriptions.success, pendingConfirmation: false }),
          {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }),
    );
    const user = userEvent.setup();
    const { container } = render(
      <InLanguage language="hi" texts={hi}>
        <SubscribeBox />
      </InLanguage>,
    );
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue('hi');
    await user.type(screen.getByRole('textbox', { name: hi.subscribe.emailLabel }), 'asha@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: hi.subscribe.roleLabel }), 'parent');
    await user.click(screen.getByRole('button', { name: hi.subscribe.submit }));
    await vi.waitFor(() =>
      expect(bodies).toEqual([{ email: 'asha@example.org', role: 'parent', language: 'hi' }]),
    );
  });

  it('sends no language from an English page (English is what none means)', () => {
    const { container } = render(
      <InLanguage>
        <SubscribeBox />
      </InLanguage>,
    );
    expect(container.querySelector('input[name="language"]')).toBeNull();
  });
});
