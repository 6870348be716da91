import type { Overview } from '#shared/api/overview';
import type { PanelId } from '#client/features/dashboard/dashboard-menu.ts';
import { formatIndiaTime } from '#shared/india-time';
import { overviewTexts as say } from './overview-texts.ts';

export interface Figure {
  value: number;
  label: string;
}

export interface CardSpec {
  title: string;
  panel: PanelId;
  figures: Figure[];
  /** A line of words under the figures. */
  detail?: string;
}

/** The overview's cards in order, each with the panel its button opens. */
export function cardsOf({ subscribers, inbox, lastCampaign, media, pages }: Overview): CardSpec[] {
  return [
    {
      title: say.subscribers,
      panel: 'list-subscribers',
      figures: [
        { value: subscribers.active, label: say.activeSubscribers },
        { value: subscribers.newLast30Days, label: say.newSubscribers },
      ],
    },
    {
      title: say.inbox,
      panel: 'contact-messages',
      figures: [{ value: inbox.unread, label: say.unread(inbox.unread) }],
    },
    {
      title: say.lastMail,
      panel: 'send-mail',
      figures: lastCampaign
        ? [
            { value: lastCampaign.sent, label: say.sent },
            { value: lastCampaign.failed, label: say.failed },
            { value: lastCampaign.waiting, label: say.queued },
          ]
        : [],
      detail: lastCampaign
        ? `“${lastCampaign.subject}”, ${formatIndiaTime(lastCampaign.created_at)}`
        : say.noMail,
    },
    {
      title: say.media,
      panel: 'list-media',
      figures: [{ value: media.total, label: say.mediaItems(media.total) }],
    },
    {
      title: say.pages,
      panel: 'pages',
      figures: [
        { value: pages.published, label: say.published },
        { value: pages.drafts, label: say.drafts(pages.drafts) },
        { value: pages.scheduled, label: say.scheduled },
      ],
    },
  ];
}
