import { messages } from '../messages.ts';
import { givingMessages as giving, paymentLabels } from '../api/giving-fields.ts';
import { contactReceivedMessage, interestReceivedMessage } from '../api/inbox-fields.ts';
import { dataRequestTexts } from '../api/data-request-fields.ts';

/** A text of the spec's or the schemas' own, taken as any text: the other languages give theirs. */
const word = (text: string): string => text;

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
  /**
   * The donor's mails, in the language of the page the pledge was made on (docs/languages.md). The law's
   * names (section 80G, the Act, Form 10BD and 10BE) come in as they are and stay in English; so does the
   * receipt's PDF.
   */
  donor: {
    greeting: (name: string) => `Dear ${name},`,
    /** The ways to give, as the pledge's mail names its purpose. */
    actions: {
      'sponsor-a-child': 'Sponsor a child',
      'sponsor-a-school-kit': 'Sponsor a school kit',
      'sponsor-books-and-study-materials': 'Sponsor books and study materials',
      'way-to-give-money': 'Donation',
    },
    /** The payment details' labels (the UPI ID and the IFSC are called so in every language). */
    payment: {
      reference: word(paymentLabels.reference),
      amount: word(paymentLabels.amount),
      payee: word(paymentLabels.payee),
      bankTitle: word(paymentLabels.bankTitle),
      accountName: word(paymentLabels.accountName),
      accountNumber: word(paymentLabels.accountNumber),
      branch: word(paymentLabels.branch),
    },
    /** The name of the UPI QR code on the donor's page, which a screen reader reads. */
    qrLabel: (amount: string, payee: string) => `QR code to pay ${amount} to ${payee} with a UPI app`,
    /** The confirmation of a pledge: how to pay it, and the link to the donor's own page. */
    pledge: {
      subject: (reference: string) => `Your pledge ${reference}: how to pay`,
      thanks: 'Thank you for your pledge. Here is how to pay it.',
      summaryTitle: 'Your pledge',
      purpose: 'For',
      upiTitle: 'Pay with any UPI app',
      upiNote: (reference: string) => `Please write your reference ${reference} in the payment’s note.`,
      bankNote: (reference: string) =>
        `Please quote your reference ${reference} in the transfer’s remarks, so we can match your gift.`,
      utr: 'Once you have paid, please give us the payment’s transaction reference on your pledge’s page, now or later: the 12-digit UTR of a UPI payment, or the reference of a bank transfer (IMPS, NEFT or RTGS).',
      button: 'Open your pledge',
      linkAgain: 'If the button does not work, open this link:',
      notYou: 'If you did not make this pledge, please ignore this mail.',
      footer: (org: string) =>
        `You receive this mail because this address was given with a pledge on the donate page of ${org}. No PAN or Aadhaar number is ever sent by mail.`,
    },
    /** The mail around a receipt's PDF (the PDF itself is the legal document, in English). */
    receipt: {
      /** What the document is called in the mail. */
      kinds: {
        '80g': '80G receipt',
        donation: 'donation receipt',
        acknowledgement: 'acknowledgement of a gift in kind',
      },
      subject: (name: string, number: string, org: string) => `Your ${name} ${number} from ${org}`,
      correctedSubject: (name: string, number: string, org: string) =>
        `Your corrected ${name} ${number} from ${org}`,
      replaces: (name: string, earlier: string, reason: string) =>
        `This ${name} replaces ${earlier}, which we have cancelled: ${reason} Please keep this one and set the earlier one aside.`,
      goodsThanks: (goods: string, number: string) =>
        `Thank you for your gift of ${goods}. Our acknowledgement ${number} is attached.`,
      /** Said of a gift in kind whose goods were not described. */
      goods: 'goods',
      goodsNotDeductible: (section: string, act: string) =>
        `A deduction under ${section} of ${act} is allowed only for a sum of money, so this acknowledgement is not a tax receipt.`,
      donationThanks: (amount: string, number: string) =>
        `Thank you for your donation of ${amount}. Our donation receipt ${number} is attached.`,
      notDeductible: (section: string, act: string) =>
        `It is not a receipt under ${section} of ${act}. If you need one, please write to us.`,
      thanks80g: (amount: string, section: string, act: string, number: string) =>
        `Thank you for your donation of ${amount}. Your receipt under ${section} of ${act} is attached (${number}). Please keep it for your income tax return.`,
      statement: (org: string, statementForm: string, certificateForm: string) =>
        `${org} will report your donation in its statement of donations (${statementForm}) and then send you your certificate of donation (${certificateForm}), which the Income Tax portal issues for it.`,
      footer: (org: string, name: string) =>
        `You receive this mail because you gave to ${org}. ${name.replace(/^./, (c) => c.toUpperCase())} attached as a PDF.`,
    },
    /** The mail around a certificate of donation (Form 10BE), which the Income Tax portal issues in English. */
    certificate: {
      subject: (form: string, year: string, org: string) =>
        `Your certificate of donation (${form}) for ${year} from ${org}`,
      thanks: (org: string, year: string, form: string) =>
        `Thank you for your donations to ${org} in the financial year ${year}. Your certificate of donation for that year (${form}) is attached.`,
      proof: (statementForm: string, section: string, act: string, year: string) =>
        `The Income Tax Department issued it after we reported your donations in our statement (${statementForm}). It is your proof of the donations: you claim the deduction under ${section} of ${act} with it when you file your income tax return for ${year}. Please keep it with your tax papers.`,
      wrongDetail:
        'If a detail on it is wrong, please reply to this mail so that we can correct our statement.',
      footer: (org: string) =>
        `You receive this mail because you gave to ${org}. Certificate attached as a PDF.`,
    },
  },
  /**
   * What the server answers the public forms (contact, Expression of Interest, subscribe, pledge and UTR)
   * with: the message a visitor reads after sending, and each field's refusal. The English texts are the
   * spec's and the schemas' own; an answer to a page in another language is given in it
   * (`answerIn`, answers.ts). Functions take the number the English text holds.
   */
  answers: {
    invalidInput: word(messages.common.invalidInput),
    unstorableText: word(messages.common.unstorableText),
    tooLarge: word(messages.common.tooLarge),
    tooMany: word(messages.common.tooMany),
    busy: word(messages.common.busy),
    internal: word(messages.common.internal),
    formOutOfDate: 'This form is out of date: please reload the page and send it again.',
    nameRequired: word(messages.forms.nameRequired),
    fullNameRequired: word(messages.forms.fullNameRequired),
    invalidEmail: word(messages.forms.invalidEmail),
    invalidMobile: word(messages.forms.invalidMobile),
    atMost: (count: string) => `At most ${count} characters.`,
    contactReceived: word(contactReceivedMessage),
    interestReceived: word(interestReceivedMessage),
    subscribed: word(messages.subscriptions.success),
    checkInbox: word(messages.subscriptions.checkInbox),
    subscriptionInvalid: word(messages.subscriptions.invalidInput),
    amountInvalid: word(giving.amountInvalid),
    residenceRequired: word(giving.residenceRequired),
    foreignNotAccepted: word(giving.foreignNotAccepted),
    mobileInvalid: word(giving.mobileInvalid),
    internationalMobileInvalid: word(giving.internationalMobileInvalid),
    panInvalid: word(giving.panInvalid),
    addressRequired: word(giving.addressRequired),
    addressRequiredAbove: (amount: string) =>
      `Please give your postal address: we need it for gifts above ₹${amount}.`,
    controlCharacters: word(giving.controlCharacters),
    notOpen: word(giving.notOpen),
    utrInvalid: word(giving.utrInvalid),
    pledgeNotFound: word(giving.pledgeNotFound),
    dataRequestReceived: word(dataRequestTexts.received),
    kindRequired: word(dataRequestTexts.kindRequired),
    detailsRequired: word(dataRequestTexts.detailsRequired),
    detailsTooLong: (count: string) => `Please keep it under ${count} characters.`,
  },
};

/** The shape every language's mail words match. */
export type MailWords = typeof en;
