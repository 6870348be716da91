import { inboxPaths } from './api/inbox-fields.ts';
import { subscriptionPaths } from './api/subscription-paths.ts';
import { dataRequestPaths } from './api/data-request-fields.ts';

/**
 * Forms that work without JavaScript (decision 011): posted as ordinary HTML forms to their API endpoint,
 * answered with a redirect back to the page, to the note that the form's fragment shows.
 */
export const formPostPaths: readonly string[] = [
  inboxPaths.contact,
  inboxPaths.interest,
  subscriptionPaths.add,
  dataRequestPaths.ask,
];

/** Fields that the endpoints take as lists, even when one box is ticked. */
export const formPostListFields: readonly string[] = ['languages', 'roles'];

/** The fragments (and ids of the notes) the visitor is sent back to. */
export const formPostNotes = { sent: 'form-sent', failed: 'form-not-sent' } as const;

export const formPostFailedText =
  'Your form could not be sent. Please check the required fields and try again.';
