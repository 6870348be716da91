import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonationPopup } from './donation-popup.tsx';
import { InLanguage } from '#client/testing/language.tsx';

const TEXT = 'If you liked our initiative, please get involved with us';

/*
 * What the invitation does (opens after 5 s, once per session; Donate!, Close, Escape and a click beside
 * it) is checked in a real browser, which has the native modal dialog jsdom lacks: e2e/home.spec.ts.
 */
describe('donation popup as the page carries it (SPEC home: after 5 s, once per session)', () => {
  it('is a closed dialog named by its text, with Close and Donate! and the script that opens it', () => {
    render(<DonationPopup />, { wrapper: InLanguage });
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).not.toBeVisible();
    // Named and described by its heading and its line (the name itself is read in the browser test).
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title).toHaveTextContent(TEXT);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(/.+/);
    expect(dialog).toHaveAttribute('data-enhance', 'donation-invitation');
    expect(within(dialog).getByRole('button', { name: 'Close', hidden: true })).toHaveAttribute(
      'data-invitation',
      'close',
    );
    expect(within(dialog).getByRole('button', { name: 'Donate!', hidden: true })).toHaveAttribute(
      'data-invitation',
      'donate',
    );
  });
});
