import { organisation } from '#shared/organisation';

const plural = (one: string, many: string) => (count: number) => (count === 1 ? one : many);

/** Texts of the overview, the dashboard's first screen (the spec has none). */
export const overviewTexts = {
  loading: 'Loading the overview...',
  loadFailed: 'Failed to load the overview. Please try again.',
  intro: 'What waits for you and how things stand today. Each card opens its part of the dashboard.',
  pledgesToConfirm: 'Pledges to confirm',
  pledgesWithUtr: plural(
    'pledge with a payment reference (UTR) from the donor',
    'pledges with a payment reference (UTR) from the donor',
  ),
  receiptsToIssue: 'Receipts to issue',
  withoutReceipt: plural('received donation without a receipt', 'received donations without a receipt'),
  contactMessages: 'Contact messages',
  unreadMessages: plural('unread message', 'unread messages'),
  volunteerForms: 'Volunteer interest',
  unreadForms: plural('unread volunteer form', 'unread volunteer forms'),
  subscribers: 'Subscribers',
  activeSubscribers: 'receive our mail',
  newSubscribers: 'new in the last 30 days',
  lastMail: 'Last mail',
  noMail: 'No mail sent yet.',
  sent: 'sent',
  failed: 'failed',
  queued: 'waiting to be sent',
  media: 'Media',
  mediaItems: plural('photo or video', 'photos and videos'),
  pages: 'Pages',
  published: 'published',
  drafts: plural('draft', 'drafts'),
  scheduled: 'scheduled',
  open: (panel: string) => `Open ${panel}`,
  /** A panel opened on one of its filters: "Open Donations (pledged)". */
  openFiltered: (panel: string, filter: string) => `Open ${panel} (${filter})`,
  checklist: {
    title: 'Make the site your own',
    progress: (done: number, all: number) => `${done} of ${all} done`,
    done: 'Done:',
    toDo: 'To do:',
    contactDetails: {
      title: 'Set the contact details',
      what: 'Replace the sample e-mail address, phone numbers, postal address and social links with the organisation’s own. They show on every page and in every mail.',
    },
    givingSettings: {
      title: 'Complete the giving settings',
      what: 'Enter the UPI ID donors pay to, the organisation’s PAN and its 80G registration (number, date of issue, valid from and until). Without the UPI ID nobody can give online; without the registration no 80G receipt is issued.',
    },
    sampleTexts: {
      title: 'Replace the sample texts',
      what: 'The site came with sample texts so that no page is empty. Write your own in place of them in:',
    },
    receiptLogo: {
      title: 'Upload the logo for receipts',
      what: 'Upload the organisation’s logo under “Logo and signature on receipts” in the giving settings. It is printed on every receipt.',
    },
    /** The badge's place: the other sample texts are named by their panel. */
    badge: `Contact details (the “${organisation.satisfiedClients} satisfied clients” badge)`,
  },
} as const;
