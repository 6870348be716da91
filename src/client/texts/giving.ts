import { givingMessages, paymentLabels } from '#shared/api/giving-fields';
import { pledgeCheckWords } from '#shared/api/pledge-checks';

/** The texts of giving on /donate and of the donor's own pledge page. The server's messages are in #shared. */
export const givingTexts = {
  title: 'Give online',
  lead: 'Pledge an amount, then pay it with any UPI app or by bank transfer. There is no fee: all of it reaches the children.',
  loading: 'Loading the ways to give…',
  loadFailed: 'We could not load the ways to give online.',
  tryAgain: 'Try again',
  closedTitle: 'Give by contacting us',
  contactIntro: 'Write to us or call us, and we will tell you how to give:',
  amount: {
    legend: 'Amount',
    other: 'Another amount',
    otherLabel: 'Your amount in rupees',
    hint: 'Whole rupees, from ₹1 to ₹10,00,000.',
  },
  residence: {
    legend: 'Are you a citizen of India?',
    options: {
      india: 'Yes, and I live in India',
      abroad: 'Yes, and I live outside India',
      foreign: 'No, I am not an Indian citizen',
    },
    fcraIntro:
      'The law (the Foreign Contribution (Regulation) Act) lets us receive a gift from someone who is not an Indian citizen only in our account registered for it. We cannot accept it online; please give by bank transfer to this account and write to us:',
  },
  fields: {
    fullName: 'Full name',
    email: 'Email address',
    mobile: 'Mobile number',
    mobileAbroadHint: 'With your country code, like +44 7700 900123.',
    wantsReceipt: 'I want an 80G tax receipt',
    receiptHint:
      'An 80G receipt lets you deduct your gift from your taxable income. It needs your PAN and your postal address.',
    pan: 'PAN',
    panHint: 'As on your PAN card, like ABCDE1234F.',
    address: 'Postal address',
    addressHint: (requiredAbove: number) =>
      requiredAbove > 0
        ? `Needed for an 80G receipt and for gifts above ₹${requiredAbove.toLocaleString('en-IN')}; otherwise you may leave it out. A gift without a name and address counts as anonymous under the law.`
        : 'Needed for an 80G receipt; otherwise you may leave it out. A gift without a name and address counts as anonymous under the law.',
  },
  submit: 'Pledge and pay',
  submitting: 'Sending…',
  checkFields: 'Please correct the fields marked in red.',
  networkError: 'We could not send your pledge. Please check your connection and try again.',
  payment: {
    ...paymentLabels,
    payWithUpi: 'Pay with a UPI app',
    upiHint:
      'On a phone, this opens your UPI app (Google Pay, PhonePe, Paytm, BHIM…) with everything filled in.',
    qrTitle: 'On a computer? Scan this code with your phone’s UPI app.',
    copy: 'Copy',
    /** The copy button's name, with what it copies: "Copy Account number". */
    copyLabel: (what: string) => `Copy ${what}`,
    copied: 'Copied',
    copyFailed: 'Could not copy. Please select the text and copy it.',
  },
  utr: {
    title: 'Paid? Tell us the transaction reference',
    label: 'Transaction reference (UTR)',
    hint: 'In your payment’s details: 12 digits for UPI or IMPS, 16 letters and digits for NEFT, 22 for RTGS.',
    submit: 'Send UTR',
    given: 'UTR received:',
    laterTitle: 'Not paid yet?',
    laterNote:
      'We have mailed you the link to your pledge with these payment details: you can pay and add the UTR there later. You can also bookmark or copy it now.',
    pledgeLink: 'Link to your pledge',
    networkError: 'We could not send the UTR. Please check your connection and try again.',
  },
  donorPage: {
    title: 'Your pledge',
    loading: 'Loading your pledge…',
    loadFailed: 'We could not load your pledge.',
    back: 'See all the ways to give',
    status: { pledged: 'Waiting for payment', received: 'Received. Thank you!', cancelled: 'Cancelled' },
  },
  /** What the pledge form's own checks say before sending: the server's messages, word for word. */
  checks: pledgeCheckWords,
  /** The spec's giving messages a donor reads on the page itself, word for word. */
  messages: {
    notOpen: givingMessages.notOpen,
    foreignNotAccepted: givingMessages.foreignNotAccepted,
    pledgeRecorded: givingMessages.pledgeRecorded,
    utrInvalid: givingMessages.utrInvalid,
    utrRecorded: givingMessages.utrRecorded,
  },
} as const;
