import { contactReceivedMessage } from '#shared/api/inbox-fields';

/** The texts and pictures of /contact-us. Address and phones come from organisation.ts. */
export const contactPage = {
  banner: {
    label: 'Pictures of our centre',
    /** The name of one picture of the carousel: "1 of 1". */
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
    slides: [
      {
        image: '/images/contact/banner.svg',
        alt: 'Children walking to our learning centre under a rising sun, with hills and trees around',
        width: 1600,
        height: 400,
      },
    ],
  },
  like: 'Like',
  share: 'Share',
  shareTitle: 'Contact us',
  linkCopied: 'Link copied to the clipboard.',
  shareFailed: 'Sharing is not available here. Copy the address from the address bar instead.',
  form: {
    title: 'Contact us',
    subtitle: 'Interested in a certain project? Contact us using the form below.',
    name: 'Name',
    required: 'required',
    mobile: 'Mobile No.',
    email: 'Email Address',
    message: 'Message',
    send: 'Send',
    sending: 'Sending...',
    networkError: 'We could not send your message. Please check your connection and try again.',
    /** What the page says once a form posted without JavaScript has reached us. */
    sent: contactReceivedMessage,
  },
  office: {
    title: 'Our Office',
    picture: {
      src: '/images/contact/office.svg',
      alt: 'Drawing of our office: a two-storey building with a tiled roof, a signboard and a tree by the gate',
      width: 800,
      height: 560,
    },
    addressTitle: 'Address',
    phonesTitle: 'Phone',
  },
} as const;
