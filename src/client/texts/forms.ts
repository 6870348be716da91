import { formPostFailedText } from '#shared/form-posts';
import { formNoticeLinkText } from '#shared/privacy/consent';

/** The words every public form shares: the required fields' note, the privacy notice's link, a failed post. */
export const formTexts = {
  /** "Fields marked with * are required.", the asterisk named for screen readers. */
  required: { before: 'Fields marked with ', asterisk: 'an asterisk', after: ' are required.' },
  privacyNoticeLink: formNoticeLinkText,
  /** What the page says when a form posted without JavaScript did not reach us. */
  postFailed: formPostFailedText,
} as const;
