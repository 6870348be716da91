import type { FirstRunChecklist, Overview, SamplePlace } from '#shared/api/overview';
import { findPanel, type PanelId } from '#client/features/dashboard/dashboard-menu.ts';
import type { PanelFilters } from '#client/features/dashboard/open-panel.ts';
import { formatIndiaTime } from '#shared/india-time';
import type { Permission } from '#shared/staff/roles';
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

/**
 * What waits for the staff, one card per list, each opening that list (filtered where the panel can be).
 * A count the server left out (null: the role does not open that list) has no card.
 */
export function waitingCards({ waiting }: Overview): CardSpec[] {
  const card = (
    title: string,
    value: number | null,
    label: (count: number) => string,
    link: PanelLink,
  ): CardSpec[] =>
    value === null ? [] : [{ title, link, figures: [{ value, label: label(value) }], waiting: value > 0 }];
  return [
    ...card(say.pledgesToConfirm, waiting.pledgesWithUtr, say.pledgesWithUtr, {
      panel: 'donations',
      filters: { status: 'pledged' },
      label: say.openFiltered(labelOf('donations'), 'pledged'),
    }),
    ...card(say.receiptsToIssue, waiting.receiptsToIssue, say.withoutReceipt, {
      panel: 'donations',
      filters: { status: 'received' },
      label: say.openFiltered(labelOf('donations'), 'received'),
    }),
    ...card(say.contactMessages, waiting.unreadContacts, say.unreadMessages, open('contact-messages')),
    ...card(say.volunteerForms, waiting.unreadInterests, say.unreadForms, open('volunteer-interest')),
  ];
}

/**
 * How things stand: subscribers and the last mail (with 'people'), media and pages (with 'site'); the
 * server sends null for what the role does not open, and that card is left out.
 */
export function standingCards({ subscribers, lastCampaign, media, pages }: Overview): CardSpec[] {
  return [
    ...(subscribers ? peopleCards(subscribers, lastCampaign) : []),
    ...(media ? [mediaCard(media)] : []),
    ...(pages ? [pagesCard(pages)] : []),
  ];
}

function peopleCards(
  subscribers: NonNullable<Overview['subscribers']>,
  lastCampaign: Overview['lastCampaign'],
): CardSpec[] {
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
  ];
}

const mediaCard = (media: NonNullable<Overview['media']>): CardSpec => ({
  title: say.media,
  link: open('list-media'),
  figures: [{ value: media.total, label: say.mediaItems(media.total) }],
});

const pagesCard = (pages: NonNullable<Overview['pages']>): CardSpec => ({
  title: say.pages,
  link: open('pages'),
  figures: [
    { value: pages.published, label: say.published },
    { value: pages.drafts, label: say.drafts(pages.drafts) },
    { value: pages.scheduled, label: say.scheduled },
  ],
});

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

/** Who can do each step of the checklist: the contact details and sample texts are the site's, the rest giving's. */
const checklistPermission: Record<ChecklistItem['id'], Permission> = {
  'contact-details': 'site',
  'giving-settings': 'giving',
  'sample-texts': 'site',
  'receipt-logo': 'giving',
};

/**
 * The first-run checklist in order, each item with the place to do it; an item done needs no link. Only
 * the steps the signed-in person's role can do are listed.
 */
export function checklistOf(
  checklist: FirstRunChecklist,
  permissions: readonly Permission[],
): ChecklistItem[] {
  return allChecklistItems(checklist).filter((item) => permissions.includes(checklistPermission[item.id]));
}

function allChecklistItems(checklist: FirstRunChecklist): ChecklistItem[] {
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
