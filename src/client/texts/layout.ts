import type { heardFromOptions } from '#shared/api/inbox-fields';
import { SAVE_DATA_NOTE } from '#shared/save-data';

/** Small texts of the public layout and of the pages' parts that are not the administrator's content. */
export const layoutTexts = {
  skipLink: 'Skip to main content',
  /** Said after a link that opens another site in a new tab. */
  newTab: '(opens in a new tab)',
  mainNav: 'Main',
  close: 'Close',
  scrollToTop: 'Scroll to top',
  honeypot: 'Leave this field empty',
  sidebar: {
    title: (name: string) => `About ${name}`,
    close: 'Close sidebar',
    about: (legalName: string) =>
      `${legalName} is a non-profit that helps children from government schools and their families grow in education, health and confidence: free tuition and spoken English, entrance exam coaching, science and space shows, cyber security awareness, health camps and women empowerment.`,
    trust: (count: string) => `The trust of ${count} satisfied clients, parents and partners keeps us going.`,
    contact: 'Contact us',
    follow: 'Follow us',
    social: 'Follow us on social media',
  },
  footer: {
    trustedBy: (count: string) => `Trusted by ${count} satisfied clients, parents and partners.`,
    reachUs: 'Reach us',
    quickLinks: 'Quick links',
    followUs: 'Follow us',
    social: 'Our social media',
    registered: (city: string) => `A registered non-profit, ${city}, India.`,
    privacy: 'Privacy notice',
    yourData: 'Your data',
    saveData: SAVE_DATA_NOTE,
  },
  contactDetails: { address: 'Address: ', phone: 'Phone: ', email: 'Email: ', hours: 'Hours: ' },
  /** What a screen reader calls a carousel and each of its slides (aria-roledescription): words to translate. */
  carousel: { name: 'carousel', slide: 'slide' },
  home: {
    highlights: 'Highlights',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    pauseSlides: 'Pause slide show',
    playSlides: 'Play slide show',
    /** A slide's place in a carousel: "2 of 5". */
    slide: (position: number, count: number) => `${position} of ${count}`,
    slidePicker: (position: number, title: string) => `Slide ${position}: ${title}`,
    about: { eyebrow: 'Who we are', title: 'About Us' },
    vision: { eyebrow: 'Where we are going' },
    mission: {
      eyebrow: 'What drives us',
      title: 'Our Mission',
      lead: 'Four ways we open doors for children in government schools.',
    },
    programs: {
      eyebrow: 'Learning for life',
      title: 'Our Programs',
      lead: 'Skills that carry students from the classroom to college and work. Hover, tap or focus a card to read more.',
      cards: 'Program cards',
      previous: 'Previous programs',
      next: 'Next programs',
      position: (position: number, count: number) => `Go to position ${position} of ${count}`,
      showDescription: (title: string) => `Show the description of ${title}`,
      readAbout: (title: string) => `Read about ${title}`,
      /** The back of a programme page's card when its page has no summary. */
      summary: (title: string) => `Read about ${title} and how to join.`,
    },
    notifications: { title: 'Latest Notifications' },
    statistics: { eyebrow: 'In numbers' },
    videos: {
      eyebrow: 'Watch',
      title: 'Video Feed',
      lead: 'Moments from our classes, shows and sessions. Videos play from YouTube when you press play.',
      play: (title: string) => `Play video: ${title}`,
      duration: 'Duration ',
      share: 'Share on WhatsApp',
      newTab: '(opens in a new tab)',
    },
    testimonials: {
      eyebrow: 'Voices',
      title: 'Testimonials',
      lead: 'What parents, teachers, volunteers and participants say about us.',
      rating: (value: number, best: number) => `${value} out of ${best}`,
    },
    contact: {
      eyebrow: 'Contact',
      heardFrom: 'How did you hear about us?',
      selectOption: 'Select an option',
      /** The answers to "How did you hear about us?", by the value the form sends (inbox-fields.ts). */
      heardFromOptions: {
        'Social Media': 'Social Media',
        Friends: 'Friends',
        Teachers: 'Teachers',
        Others: 'Others',
      } satisfies Record<(typeof heardFromOptions)[number], string>,
      send: 'Send Message',
    },
  },
  gallery: {
    title: 'Our Gallery',
    lead: 'Moments from our ISRO space shows, free spoken English classes and cyber security sessions in government schools.',
    filter: 'Show photos and videos of',
    /** The category button that shows every photo and video. */
    all: 'All',
    /** The grid, named by the category shown (or `all`). */
    grid: (category: string) => `${category} photos and videos`,
    loading: 'Loading images...',
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    noScript: 'Please turn on JavaScript to see our photos and videos.',
    noScriptMore: 'Please turn on JavaScript to choose a category and to see more photos and videos.',
    showAll: 'Show all photos and videos',
    later: 'New photos are added after every programme.',
    subscribe: 'Get our updates by e-mail',
    viewFullScreen: (description: string) => `View full screen: ${description}`,
    imageUnavailable: 'Image unavailable',
    imageUnavailableLabel: (description: string) => `${description} (image unavailable)`,
    videoUnavailable: 'Video unavailable',
    videoUnavailableLabel: (description: string) => `${description} (video unavailable)`,
    /** What a photo without the administrator's description shows, by its category. */
    descriptions: {
      isroShow: 'Children at the ISRO space show',
      englishClass: 'Children at a free English speaking class',
      cyberSession: 'Students at a free cyber security session in a government school',
      other: 'A moment from our programmes',
      video: (description: string) => `Video: ${description}`,
    },
    viewer: {
      close: 'Close full-screen view',
      previous: 'Previous',
      next: 'Next',
      /** "3 of 12": where the shown item stands among those loaded so far. */
      position: (index: number, count: number) => `${index + 1} of ${count}`,
    },
  },
  vision: {
    tabs: 'Vision and Mission',
    vision: 'Vision',
    mission: 'Mission',
    pillars: 'The four sides of holistic development',
  },
  workshops: { audiences: 'Workshop audiences' },
  getInvolved: { covers: 'What your support covers' },
  writtenPage: {
    loadFailed: 'This page could not be loaded. Please check your connection and try again.',
    loading: 'Loading the page...',
    documents: 'Documents',
  },
} as const;
