import type { FirstRunChecklist, Overview, SamplePlace } from '#shared/api/overview';
import { findPanel, type PanelId } from '#client/features/dashboard/dashboard-menu.ts';
import type { PanelFilters } from '#client/features/dashboard/open-panel.ts';
import { formatIndiaTime } from '#shared/india-time';
import { overviewTexts as say } from './overview-texts.ts';

export interface Figure {
  value: number;
  label: string;
}

/** Where a button leads: a panel, opened on its filters when it has them. */
export interface PanelLink {
  panel: PanelId;
  filters?: PanelFilters;
  /** The button's words. */
  label: string;
}

export interface CardSpec {
  title: string;
  link: PanelLink;
  figures: Figure[];
  /** A line of words under the figures. */
  detail?: string;
  /** Something waits for the staff here: the card stands out. */
  waiting?: boolean;
}

const labelOf = (panel: PanelId) => findPanel(panel)?.label ?? panel;
const open = (panel: PanelId): PanelLink => ({ panel, label: say.open(labelOf(panel)) });

/** What waits for the staff, one card per list, each opening that list (filtered where the panel can be). */
export function waitingCards({ waiting }: Overview): CardSpec[] {
  const card = (title: string, value: number, label: string, link: PanelLink): CardSpec => ({
    title,
    link,
    figures: [{ value, label }],
    waiting: value > 0,
  });
  return [
    card(say.pledgesToConfirm, waiting.pledgesWithUtr, say.pledgesWithUtr(waiting.pledgesWithUtr), {
      panel: 'donations',
      filters: { status: 'pledged' },
      label: say.openFiltered(labelOf('donations'), 'pledged'),
    }),
    card(say.receiptsToIssue, waiting.receiptsToIssue, say.withoutReceipt(waiting.receiptsToIssue), {
      panel: 'donations',
      filters: { status: 'received' },
      label: say.openFiltered(labelOf('donations'), 'received'),
    }),
    card(
      say.contactMessages,
      waiting.unreadContacts,
      say.unreadMessages(waiting.unreadContacts),
      open('contact-messages'),
    ),
    card(
      say.volunteerForms,
      waiting.unreadInterests,
      say.unreadForms(waiting.unreadInterests),
      open('volunteer-interest'),
    ),
  ];
}

/** How things stand: subscribers, the last mail, media and pages. */
export function standingCards({ subscribers, lastCampaign, media, pages }: Overview): CardSpec[] {
  return [
    {
      title: say.subscribers,
      link: open('list-subscribers'),
      figures: [
        { value: subscribers.active, label: say.activeSubscribers },
        { value: subscribers.newLast30Days, label: say.newSubscribers },
      ],
    },
    {
      title: say.lastMail,
      link: open('send-mail'),
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
      link: open('list-media'),
      figures: [{ value: media.total, label: say.mediaItems(media.total) }],
    },
    {
      title: say.pages,
      link: open('pages'),
      figures: [
        { value: pages.published, label: say.published },
        { value: pages.drafts, label: say.drafts(pages.drafts) },
        { value: pages.scheduled, label: say.scheduled },
      ],
    },
  ];
}

export interface ChecklistItem {
  id: 'contact-details' | 'giving-settings' | 'sample-texts' | 'receipt-logo';
  title: string;
  what: string;
  done: boolean;
  /** Where to do it: one place, or for the sample texts each place still holding one. */
  links: PanelLink[];
}

/** The panel where each sample text is replaced. */
const samplePanels: Record<SamplePlace, PanelId> = {
  'impact-figures': 'impact-figures',
  'satisfied-clients': 'contact-details',
  team: 'team',
  testimonials: 'testimonials',
  videos: 'videos',
  collaborations: 'collaborations',
};

/** The first-run checklist in order, each item with the place to do it; an item done needs no link. */
export function checklistOf(checklist: FirstRunChecklist): ChecklistItem[] {
  const texts = say.checklist;
  const item = (
    id: ChecklistItem['id'],
    text: { title: string; what: string },
    done: boolean,
    links: PanelLink[],
  ) => ({
    id,
    ...text,
    done,
    links: done ? [] : links,
  });
  return [
    item('contact-details', texts.contactDetails, checklist.contactDetails, [open('contact-details')]),
    item('giving-settings', texts.givingSettings, checklist.givingSettings, [open('giving-settings')]),
    item(
      'sample-texts',
      texts.sampleTexts,
      checklist.sampleTexts.length === 0,
      checklist.sampleTexts.map((place) => ({
        panel: samplePanels[place],
        label: place === 'satisfied-clients' ? texts.badge : labelOf(samplePanels[place]),
      })),
    ),
    item('receipt-logo', texts.receiptLogo, checklist.receiptLogo, [open('giving-settings')]),
  ];
}
