/**
 * Paths and field constants of the contact and interest forms, without the zod schemas, so a public page
 * can post a form without shipping the validation library to the browser. inbox.ts re-exports these.
 */
export const inboxPaths = {
  contact: '/api/contact',
  interest: '/api/interest',
  contactList: '/api/inbox/contact',
  interestList: '/api/inbox/interest',
  contactItem: (id: number | string) => `/api/inbox/contact/${id}`,
  interestItem: (id: number | string) => `/api/inbox/interest/${id}`,
  /** One route serves both kinds; the builders above name its concrete addresses. */
  item: (kind: string, id: number | string) => `/api/inbox/${kind}/${id}`,
} as const;

/** Longest accepted values of the contact form's fields (the schema and the form's maxlength agree). */
export const contactLimits = { name: 120, email: 254, mobile: 20, message: 5000 } as const;

export const heardFromOptions = ['Social Media', 'Friends', 'Teachers', 'Others'] as const;

/**
 * Bots fill every field; people never see this one. A filled honeypot is accepted with the normal answer
 * and silently dropped, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

export const contactReceivedMessage = 'Thank you! Your message has reached us. We will get back to you soon.';
export const interestReceivedMessage = 'Thank you for your interest! We will contact you soon.';
