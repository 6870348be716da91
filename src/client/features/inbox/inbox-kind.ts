/** The two inboxes: messages from the contact forms, and Expressions of Interest from Get Involved. */
export type InboxKind = 'contact' | 'interest';
