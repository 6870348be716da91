import { dataRequestKindLabels } from '#shared/api/data-request-fields';
import type { Found } from '#shared/api/data-requests';
import { DATA_REQUEST_ANSWER_DAYS, DATA_REQUEST_ANSWER_SOURCE } from '#shared/privacy/data-requests';

const places = (found: Found[]) => found.map((place) => `${place.place} (${place.count})`).join('; ');

/** The words of the Data requests panel. */
export const dataRequestsTexts = {
  title: 'Data requests',
  intro: `People ask on the public "Your data" page to see, correct or erase what is kept about their e-mail address, and confirm it with a link we mail them. The law gives ${DATA_REQUEST_ANSWER_DAYS} days from that confirmation to answer: ${DATA_REQUEST_ANSWER_SOURCE}. A request to see is answered at once with a file; corrections and erasures wait here for you.`,
  caption: 'Confirmed requests, the open ones first, the nearest deadline first',
  columns: ['Request', 'Address', 'Confirmed', 'Answer by', 'Actions'],
  loading: 'Loading the requests...',
  loadFailed: 'The requests could not be loaded.',
  empty: 'No requests yet. When someone confirms a request on the "Your data" page, it appears here.',
  changeFailed: 'The change could not be made.',
  kind: dataRequestKindLabels,
  whatIsWrong: 'What the person says is wrong:',
  daysLeft: (days: number) =>
    days < 0
      ? `Overdue by ${-days} ${-days === 1 ? 'day' : 'days'}`
      : days === 0
        ? 'Due today'
        : `${days} ${days === 1 ? 'day' : 'days'} left`,
  answered: (at: string, by: string | null) => `Answered ${at}${by ? ` by ${by}` : ''}`,
  exportMade: (at: string, downloaded: string | null) =>
    `File sent ${at}; ${downloaded ? `opened ${downloaded}` : 'not opened yet'}.`,
  note: 'A word to the person (optional, goes in the mail)',
  markCorrected: 'Mark corrected',
  confirmCorrected:
    'Mark this correction done? The person is told by mail that the data is corrected, with your word if you wrote one. Correct it first where it is kept (Subscribers, Inbox or Donations).',
  sendExport: 'Send the file again',
  confirmExport:
    'Make the file of everything kept on this address again and mail the person a new link? The earlier link stops working.',
  erase: 'Erase now',
  confirmErase: (email: string) => `Erase what is kept about ${email}?`,
  eraseDetails: (found: Found[]) => {
    const goes = found.filter((place) => !place.kept);
    const stays = found.filter((place) => place.kept);
    return [
      goes.length ? `Goes for good: ${places(goes)}.` : 'Nothing that can be erased is kept on it now.',
      stays.length ? `Stays: ${places(stays)}.` : 'Nothing stays.',
      'The person is told by mail what went and what stays. This cannot be undone.',
    ];
  },
  nothingFound: 'Nothing is kept on this address now.',
} as const;
