/** What the dashboard's list editor and the site-content panels say; the spec has no texts for them. */
export const listEditorTexts = {
  loading: 'Loading...',
  loadFailed: 'The list could not be loaded.',
  saveFailed: 'The changes could not be saved.',
  empty: 'Nothing here yet. Use the button below to add the first one.',
  unsaved: 'You have unsaved changes',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard',
  discardQuestion: 'Discard your changes and go back to the saved list?',
  done: 'Done',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Remove',
  dragHandle: 'Drag to reorder',
  applyHint: 'Visitors see your changes after you press “Save changes”.',
  saved: (title: string) => `${title} saved. Visitors see the change within a few seconds.`,
  editing: (name: string) => `Edit ${name}`,
  add: (noun: string) => `Add ${noun}`,
  adding: (noun: string) => `New ${noun}`,
  finishFirst: 'Press Done or Cancel on the entry you are editing first.',
  problem: 'Needs a change',
  removeQuestion: (name: string) => `Remove “${name}” from the list?`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number, count: number) =>
    `Moved ${name} to position ${position} of ${count}`,
  /** Where a refusal of the server points in the list. */
  problemAt: (position: number, name: string, field: string) =>
    `Entry ${position}, “${name}”, field “${field}”:`,
  unnamed: 'new entry',
} as const;

export const pictureTexts = {
  choose: 'Choose picture',
  change: 'Change picture',
  none: 'No picture chosen yet.',
  describe: 'Describe the picture',
  describeHint: 'For visitors who cannot see it: say in a sentence what the picture shows.',
} as const;

/** The labels of every field the site-content panels edit, in plain words. */
export const contentFieldLabels = {
  label: 'Label',
  value: 'Number',
  section: 'Team section',
  name: 'Name',
  role: 'Role',
  qualification: 'Qualification',
  qualification2: 'Second qualification (directors)',
  photo: 'Photo',
  linkedin: 'LinkedIn address',
  title: 'Title',
  subtitle: 'Text under the title',
  image: 'Picture',
  buttonText: 'Button text',
  buttonLink: 'Button link',
  linkDescription: 'Where the button leads, for screen readers (optional)',
  description: 'Description',
  who: 'Who they are (like “Parent, Ramanagara”)',
  feedback: 'What they said',
  rating: 'Rating',
  url: 'YouTube link',
  whatsappLink: 'WhatsApp link (optional)',
  publishedAt: 'Published on',
  duration: 'Length',
  poster: 'Cover picture',
  icon: 'Picture',
  text: 'Text',
  logo: 'Logo',
  link: 'Their website (optional)',
  organisationName: 'Organisation name',
  legalName: 'Registered name',
  tagline: 'Tagline',
  formNotice: 'Short privacy notice shown above the send button of every form',
  street: 'Street',
  area: 'Area (optional)',
  city: 'City',
  state: 'State',
  postcode: 'PIN code',
  country: 'Country',
  phone: (n: number) => `Phone number ${n}${n > 1 ? ' (optional)' : ''}`,
  email: 'E-mail address',
  hours: 'Opening hours',
  satisfiedClients: 'Badge text (like 200+)',
  social: (network: string) => `${network} page (optional)`,
  heading: 'Heading',
  lead: 'Opening sentence (shown in bold)',
  paragraphs: 'Paragraphs',
  satisfiedClientsLabel: 'Words after the badge (like “satisfied clients”)',
  homeText: 'Vision sentence on the home page',
  vision: 'Vision paragraphs',
  pillars: 'Pillars of the vision',
  mission: 'Mission paragraphs',
  summary: 'Short summary',
  points: 'Points',
} as const;

export const contentFieldHints = {
  buttonLink: 'A page of this site, like /vision, or a full address starting with https://',
  url: 'Copy the link from YouTube, like https://www.youtube.com/watch?v=…',
  publishedAt: 'As YYYY-MM-DD, like 2025-08-15.',
  duration: 'minutes:seconds, like 4:12',
  photo: 'The person’s name describes the photo on the site.',
  poster: 'Shown before the video plays, beside its title.',
  logo: 'The partner’s name describes the logo on the site.',
  link: 'A full address starting with https://',
} as const;

/** How a field holding several texts is filled in: one box, split as this says. */
export const textListHints = {
  paragraphs: 'Leave an empty line between paragraphs: each becomes its own paragraph.',
  lines: 'Write each point on its own line.',
} as const;

/** The small list of title-and-text pairs (the pillars of the vision). */
export const titledTextTexts = {
  item: (noun: string, position: number) => `${noun} ${position}`,
  title: 'Title',
  text: 'Text',
  add: (noun: string) => `Add ${noun.toLowerCase()}`,
  remove: (noun: string, position: number) => `Remove ${noun.toLowerCase()} ${position}`,
} as const;

/** The headings of the blocks edited as one form. */
export const blockSectionHeadings = {
  about: 'About section of the home page',
  homeVision: 'Home page',
  vision: 'Vision (on /vision)',
  mission: 'Mission (on /vision)',
} as const;

/** The panels of the dashboard's "Site content" group, as the menu and the success messages name them. */
export const siteContentTitles = {
  group: 'Site content',
  pages: 'Pages',
  team: 'Team',
  statistics: 'Impact figures',
  slides: 'Home slides',
  programmes: 'Programmes',
  testimonials: 'Testimonials',
  videos: 'Videos',
  missionCards: 'Mission cards',
  collaborations: 'Collaborations',
  site: 'Contact details',
  about: 'About us',
  vision: 'Vision & mission',
  missionAreas: 'Mission areas',
} as const;

/** One entry of each list, in the buttons ("Add figure"). */
export const listNouns = {
  statistics: 'figure',
  team: 'team member',
  slides: 'slide',
  programmes: 'programme',
  testimonials: 'testimonial',
  videos: 'video',
  missionCards: 'mission card',
  collaborations: 'partner',
  missionAreas: 'mission area',
} as const;

/** One pillar of the vision, in its box and buttons ("Pillar 2", "Add pillar"). */
export const pillarNoun = 'Pillar';

/** The names of the pictures a home page mission card can show. */
export const missionIconLabels = {
  exam: 'Exam paper',
  english: 'Speech bubble',
  space: 'Rocket',
  shield: 'Shield',
} as const;

export const ratingLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

export const socialNetworkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  telegram: 'Telegram',
  linkedin: 'LinkedIn',
} as const;
