import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel, setupDashboardTest } from '#client/admin/testing/render-dashboard.tsx';
import { hi, hiReviewFirst } from '#client/i18n/catalogues/hi.ts';
import { kn, knReviewFirst } from '#client/i18n/catalogues/kn.ts';
import { TranslationsPanel } from './translations-panel.tsx';

setupDashboardTest();

describe('Translations panel (issue 28: the dashboard lists the texts awaiting a native speaker)', () => {
  it('lists, per language, each text to review with its English beside it', async () => {
    const { user } = renderPanel(<TranslationsPanel />);
    const kannada = screen.getByRole('table', { name: 'Texts to read first in ಕನ್ನಡ' });
    expect(within(kannada).getAllByRole('row')).toHaveLength(knReviewFirst.length + 1);
    expect(within(kannada).getByText(kn.giving.residence.fcraIntro).closest('[lang]')).toHaveAttribute(
      'lang',
      'kn',
    );
    expect(screen.getByText(/to be read by a native speaker first/)).toHaveTextContent(
      `${knReviewFirst.length} to be read by a native speaker first`,
    );

    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    const hindi = screen.getByRole('table', { name: 'Texts to read first in हिन्दी' });
    expect(within(hindi).getAllByRole('row')).toHaveLength(hiReviewFirst.length + 1);
    expect(within(hindi).getByText(hi.giving.residence.fcraIntro)).toBeInTheDocument();
  });
});
