import type { Campaign } from '#shared/api/mail';
import { formatIndiaTime } from '#shared/india-time';

/** Texts of the campaign history (the spec names none). */
export const campaignTexts = {
  heading: 'Sent campaigns',
  loading: 'Loading campaigns...',
  loadFailed: 'Failed to load campaigns.',
  empty: 'No mail sent yet. Every mail you send appears here with its progress.',
  resume: 'Resume sending',
  resuming: 'Resuming...',
  resumeFailedPrefix: 'Failed to resume sending. Error: ',
  failuresLoading: 'Loading failed recipients...',
  failuresLoadFailed: 'Failed to load the failed recipients.',
  unknownReason: 'No reason given',
  unsubscribedReason: 'Unsubscribed before the mail was sent',
  preview: 'Preview',
  previewing: 'Preparing the preview...',
  previewFailed: 'The preview could not be made. Please try again.',
  previewHeading: 'Preview: the mail as subscribers will receive it',
  closePreview: 'Close preview',
  previewSubject: 'Subject',
  previewWidth: 'Width of the preview',
  widthLabels: { phone: 'Phone', desktop: 'Desktop' },
  previewFrame: (width: string) => `The mail at ${width.toLowerCase()} width`,
  plainText: 'Plain-text part (for mail programs that show no pictures or colours)',
  /** The campaign's versions in each language. */
  languageLegend: 'Language of the mail',
  languageHint:
    'English goes to every subscriber. Write a version in ಕನ್ನಡ, हिन्दी or मराठी for the subscribers who chose that language; those without one get the English.',
  written: 'written',
  writtenIn: 'In',
  subjectIn: (language: string) => `Subject in ${language}`,
  messageIn: (language: string) => `Message in ${language}`,
  versionIncomplete: (language: string) =>
    `The ${language} version needs both a subject and a message. Write both, or leave both empty.`,
  previewOf: (language: string) => `Preview (${language})`,
  sendTest: 'Send me a test',
  sendingTest: 'Sending the test...',
  testFailed: 'The test mail could not be sent. Please try again.',
  /** Asked before a mail goes to a group: how many will receive it, and that it cannot be called back. */
  confirmGroupSend: (count: number, audiences?: string[]) =>
    `Send this mail to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}${audiences?.length ? ` (${audiences.join(', ')})` : ''} now? A mail cannot be called back once it is sent.`,
  /** Asked before a mail is scheduled: when it goes, and to how many (as the list stands today). */
  confirmScheduledSend: (sendAt: string, count: number, audiences?: string[]) =>
    `Send this mail on ${formatIndiaTime(sendAt)} (India time) to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}${audiences?.length ? ` (${audiences.join(', ')})` : ''}? Whoever is subscribed at that time receives it; until then you can cancel it or send it at once.`,
  confirmScheduledSingle: (sendAt: string, email: string) =>
    `Send this mail on ${formatIndiaTime(sendAt)} (India time) to ${email}? Until then you can cancel it or send it at once.`,
  message: 'Message',
  whenLegend: 'When to send',
  sendNow: 'Send now',
  sendLater: 'Send later',
  sendAtLabel: 'Date and time (India time)',
  sendAtHint: 'Entered and shown in India time (IST), whatever the clock of this device is set to.',
  schedule: 'Schedule mail',
  scheduling: 'Scheduling...',
  /** The history's line for a campaign waiting for its time. */
  scheduledFor: (sendAt: string) => `Scheduled for ${formatIndiaTime(sendAt)} (India time)`,
  cancelScheduled: 'Cancel this mail',
  sendScheduledNow: 'Send it now',
  confirmCancelScheduled: (subject: string) =>
    `Cancel the mail “${subject}”? Nobody will receive it, and it stays in this list as cancelled.`,
  confirmSendScheduledNow: (subject: string) =>
    `Send the mail “${subject}” now instead of at its time? It goes to whoever is subscribed now and cannot be called back.`,
  scheduledChangeFailedPrefix: 'The scheduled mail could not be changed. Error: ',
  audiencesLegend: 'Audiences',
  audiencesHint: 'Tick every audience that should receive this mail.',
  audiencesLoading: 'Loading audiences...',
  audiencesLoadFailed: 'The audiences could not be loaded. Please try again.',
} as const;

export const statusLabels: Record<Campaign['status'], string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  queued: 'Queued',
  sending: 'Sending',
  paused: 'Paused',
  done: 'Done',
};

export const recipientLabels: Record<Campaign['recipient_type'], string> = {
  single: 'Single recipient',
  parent: 'Parents',
  teacher: 'Teachers',
  student: 'Students',
  all: 'All subscribers',
  audiences: 'Chosen audiences',
};

/** Whom a campaign went to: the audiences by name ("Donor, Volunteer") when it went to chosen ones. */
export function audienceText(campaign: Pick<Campaign, 'recipient_type' | 'audiences'>): string {
  if (campaign.recipient_type === 'audiences' && campaign.audiences?.length) {
    return campaign.audiences.map((audience) => audience.name).join(', ');
  }
  return recipientLabels[campaign.recipient_type];
}

const count = new Intl.NumberFormat('en-IN');

/** "12 sent, 1 failed, 7 waiting, of 20": the bar's label, the same words on screen and for screen readers. */
export function progressText(campaign: Pick<Campaign, 'sent' | 'failed' | 'waiting' | 'total'>): string {
  return `${count.format(campaign.sent)} sent, ${count.format(campaign.failed)} failed, ${count.format(campaign.waiting)} waiting, of ${count.format(campaign.total)}`;
}

/** When a campaign was sent, in India's time, as every dashboard time is shown. */
export const formatSentAt = (iso: string): string => formatIndiaTime(iso);
