import { CONSENT_WHERE_MAX } from '#shared/api/media-children';

/** The words of the question about children in photos (docs/media.md), for Insert Media and List Media. */
export const childrenTexts = {
  legend: 'Are identifiable children in it?',
  hint: 'A child whose face can be recognised, or who is named. For several files, the answer is for all of them: upload photos with and without children separately.',
  yes: 'Yes',
  no: 'No',
  consentLegend: 'Is the parents’ written consent on file?',
  consentYes: 'Yes, it is on file',
  consentNo: 'No, not yet',
  whereLabel: 'Where is the consent kept?',
  whereHint: `For example “Consent forms folder, 2026”. At most ${CONSENT_WHERE_MAX} characters.`,
  answerRequired: 'Say whether identifiable children are in it.',
  consentRequired: 'Say whether the parents’ consent is on file.',
  whereRequired: 'Say where the consent is kept.',
  heldBackNotice:
    'Without the parents’ consent on file, it is kept in the media library and not shown on the public gallery until the consent is recorded in List Media.',
  // List Media
  column: 'Children',
  notAsked: 'Not asked',
  notAskedHint: 'Added before this question was asked: still on the gallery. Answer it.',
  noChildren: 'No children',
  withConsent: (where: string) => `Children, consent on file: ${where}`,
  heldBack: 'Children, no consent on file: not on the public gallery',
  change: 'Answer',
  changeLabel: (name: string) => `Answer whether children are in ${name}`,
  dialogTitle: 'Children in this photo or video',
  save: 'Save the answer',
  saving: 'Saving...',
  cancel: 'Cancel',
  notAskedCount: (count: number) =>
    `${count} ${count === 1 ? 'item was' : 'items were'} added before the question about children was asked. ${count === 1 ? 'It stays' : 'They stay'} on the gallery until answered: open each one marked “Not asked” and answer.`,
} as const;
