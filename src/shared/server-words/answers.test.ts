import { describe, expect, it } from 'vitest';
import { dataRequestTexts } from '#shared/api/data-request-fields';
import { addressRequiredFrom, givingMessages } from '#shared/api/giving-fields';
import { contactReceivedMessage } from '#shared/api/inbox-fields';
import { messages } from '#shared/messages';
import { languages } from '../i18n/languages.ts';
import { answerIn } from './answers.ts';
import { mailCatalogues } from './index.ts';

const others = languages.filter((language) => language !== 'en');

describe('the server’s answers to the public forms in the page’s language (issue 28)', () => {
  it.each(others)('%s: every answer the forms give is translated, numbers kept', (language) => {
    const words = mailCatalogues[language].answers;
    for (const [key, english] of Object.entries(mailCatalogues.en.answers)) {
      if (typeof english !== 'string') continue;
      expect(answerIn(language, english), key).toBe(words[key as keyof typeof words]);
    }
    expect(answerIn(language, addressRequiredFrom(10_000))).toBe(words.addressRequiredAbove('10,000'));
    expect(answerIn(language, 'At most 120 characters.')).toBe(words.atMost('120'));
    expect(answerIn(language, dataRequestTexts.detailsTooLong)).toBe(words.detailsTooLong('2000'));
    // A schema's limit without a message of its own answers with zod's words: the same answer.
    expect(answerIn(language, 'Too big: expected string to have <=2000 characters')).toBe(
      words.atMost('2000'),
    );
  });

  it('answers English as it is, and leaves a text it does not know as it is', () => {
    expect(answerIn('en', contactReceivedMessage)).toBe(contactReceivedMessage);
    expect(answerIn('kn', 'Something nobody wrote.')).toBe('Something nobody wrote.');
    expect(answerIn('hi', messages.forms.nameRequired)).toBe('कृपया अपना नाम लिखें।');
    expect(answerIn('mr', givingMessages.panInvalid)).toContain('ABCDE1234F');
  });
});
