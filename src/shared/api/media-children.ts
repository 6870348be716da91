import { z } from 'zod';
import { textInput } from './common.ts';

/**
 * Children in photos (issue 27, must have 5; docs/media.md): every upload to the gallery says whether
 * identifiable children are in it and, if so, where the parents' consent is on file. An item with children
 * and no consent on file never reaches visitors.
 */
export const childrenAnswers = ['yes', 'no'] as const;
export type ChildrenAnswer = (typeof childrenAnswers)[number];

/** The multipart fields of submit_media that carry the answer. */
export const childrenFields = { children: 'children', consent: 'childrenConsent' } as const;

export const CONSENT_WHERE_MAX = 200;

export const childrenTexts = {
  answerRequired: 'Say whether identifiable children are in it: yes or no.',
  consentTooLong: `Say where the consent is kept in at most ${CONSENT_WHERE_MAX} characters.`,
  answered: 'Saved. The answer is recorded.',
} as const;

export const childrenPaths = {
  answer: (id: number | string) => `/api/media/${id}/children`,
} as const;

/** The answer as sent: `consent` is where the parents' consent is on file; '' or left out when none is. */
export const childrenAnswerSchema = z.object({
  children: z.enum(childrenAnswers, { error: childrenTexts.answerRequired }),
  consent: textInput().trim().max(CONSENT_WHERE_MAX, childrenTexts.consentTooLong).optional().default(''),
});
export type ChildrenAnswerInput = z.input<typeof childrenAnswerSchema>;

/** Why an item is kept from visitors, or null when it may be shown. `children` null: never asked. */
export function heldBackReason(item: { children?: string | null; children_consent?: string | null }) {
  return item.children === 'yes' && !item.children_consent ? 'children-without-consent' : null;
}
