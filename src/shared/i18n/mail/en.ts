/**
 * The words the server writes into mail and into the pages a mail's links open, in English: the source.
 * `kn.ts`, `hi.ts` and `mr.ts` match it key for key (`MailWords`); `mail-words.test.ts` checks they do.
 * Functions take the names and addresses the server fills in (the organisation's name, a masked address).
 */
export const en = {
  /** What every mail ends with: why the reader gets it, and how to stop it. */
  footer: {
    subscriber: (org: string) => `You receive this mail because you subscribed to updates from ${org}.`,
    direct: (org: string) => `This mail was sent to you by ${org}.`,
    subscribePage: (org: string) =>
      `You receive this mail because this address was entered on the subscribe page of ${org}.`,
    unsubscribeText: (url: string) => `To unsubscribe, open: ${url}`,
    unsubscribeLink: 'Unsubscribe',
    stopText: (url: string) => `To stop all mail from us, open: ${url}`,
    stopLink: 'Stop contacting me',
  },
  /** The plain-text part's line before a mail's one link; `action` is the mail's own (below). */
  openLink: (action: string) => `${action}, open this link:`,
  /** The double opt-in mail. */
  confirm: {
    subject: (org: string) => `Please confirm your subscription to ${org}`,
    title: 'Please confirm your subscription',
    intro: (org: string) => `Someone, hopefully you, asked to receive updates from ${org} at this address.`,
    action: 'To confirm your subscription',
    button: 'Confirm my subscription',
    ignore: 'If it was not you, ignore this mail: you will not hear from us again.',
  },
  /** The mail to an address that unsubscribed and was entered on the subscribe page again. */
  resubscribe: {
    subject: (org: string) => `You asked to subscribe to ${org} again: please confirm`,
    title: 'Please confirm that you want our updates again',
    intro: (org: string) =>
      `Someone, hopefully you, asked to receive updates from ${org} at this address again. This address unsubscribed earlier, so we send it nothing unless you confirm.`,
    action: 'To subscribe again',
    button: 'Subscribe me again',
    ignore: 'If it was not you, ignore this mail: you stay unsubscribed.',
  },
  /** The pages a subscriber's links open (unsubscribe, confirm, subscribe again). */
  pages: {
    homeLink: (org: string) => `Go to the ${org} home page`,
    subscribeAgain: 'Subscribe again',
    invalidTitle: 'Invalid link',
    brokenLink:
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or copy all of it into the address bar.',
    writeToUs: (email: string) =>
      `If you keep getting our mail, write to us at ${email} and we will remove your address.`,
    invalidUnsubscribeHeading: 'This unsubscribe link is not valid',
    invalidConfirmHeading: 'This confirmation link is not valid',
    brokenConfirmLink:
      'The link may be incomplete: some mail apps break long links. Open the link again from the mail, or subscribe again to get a new one.',
    expiredTitle: 'Link expired',
    expiredHeading: 'This link has expired',
    expiredText:
      'A link to subscribe again works for 7 days. The address is still unsubscribed: subscribe again to get a new link.',
    notListedTitle: 'Not subscribed',
    notListedHeading: 'This address is not on our list',
    notListedText: (org: string) => `You will not receive updates from ${org}.`,
    confirmedTitle: 'Subscription confirmed',
    confirmedHeading: 'Your subscription is confirmed',
    confirmedText: (address: string, org: string) =>
      `Thank you! ${address} will now receive updates from ${org}.`,
    unsubscribedTitle: 'Unsubscribed',
    unsubscribedHeading: 'This address has unsubscribed',
    unsubscribedText: (address: string, org: string) => `${address} does not receive updates from ${org}.`,
    alreadyUnsubscribedHeading: 'You are already unsubscribed',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeHeading: 'Unsubscribe from our updates?',
    unsubscribeText: (address: string, org: string) =>
      `${address} will no longer receive updates from ${org}, starting at once.`,
    anyTime: 'You can subscribe again at any time.',
    unsubscribeButton: 'Unsubscribe',
    keepSubscription: 'Keep my subscription',
    doneHeading: 'You are unsubscribed',
    doneText: (address: string, org: string) => `${address} will no longer receive updates from ${org}.`,
    changedMind: 'Changed your mind? You can subscribe again at any time.',
    resubscribeTitle: 'Subscribe again',
    resubscribeHeading: 'Subscribe again to our updates?',
    resubscribeText: (address: string, org: string) =>
      `${address} unsubscribed earlier and receives nothing from ${org}.`,
    resubscribePress: 'Press the button to receive our updates again.',
    resubscribeButton: 'Subscribe me again',
    stayUnsubscribed: 'Stay unsubscribed',
  },
  /** The pages of the "stop contacting me" link, in the language of the address's subscription. */
  stopPages: {
    invalidHeading: 'This link is not valid',
    writeToUs: (email: string) => `You can also write to us at ${email} and we will stop contacting you.`,
    title: 'Stop contacting me',
    heading: 'Stop all mail from us?',
    text: (org: string, address: string) =>
      `${org} will send nothing more to ${address}, starting at once, and the address leaves our list of updates.`,
    owedByLaw:
      'The law still asks us to send you what we owe you for a donation: its 80G receipt and its certificate in Form 10BE. Nothing else.',
    button: 'Stop contacting me',
    keep: 'Keep hearing from us',
    stoppedTitle: 'We will not contact you',
    alreadyHeading: 'You already asked us to stop',
    stoppedHeading: 'We will not contact you again',
    stoppedText: (org: string, address: string) =>
      `${org} sends nothing more to ${address}, and it is off our list of updates.`,
    changedMind:
      'Changed your mind? Sending any form on our site with this address lets us contact you again.',
  },
};

/** The shape every language's mail words match. */
export type MailWords = typeof en;
