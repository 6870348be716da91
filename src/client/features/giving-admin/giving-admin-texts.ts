import type { DonationStatus, DonationType } from '#shared/api/giving';

/** How each Form 10BD donation type is offered: the portal's word, then what it means. */
const donationTypeLabels: Record<DonationType, string> = {
  Corpus: 'Corpus (for the trust’s permanent fund)',
  'Specific grant': 'Specific grant (for one named project)',
  Others: 'Others (an ordinary gift)',
};

const donationTypeHint =
  'What Form 10BD reports. Choose Corpus only when the donor said in writing that the gift is for the trust’s permanent fund.';

/** Texts of the dashboard's giving panels, which SPEC.md does not describe (issue 11). */
export const givingAdminTexts = {
  settings: {
    loading: 'Loading the giving settings...',
    loadFailed: 'The giving settings could not be loaded. Please try again.',
    saveFailed: 'The giving settings could not be saved. Please try again.',
    saved: 'Giving settings saved.',
    save: 'Save settings',
    saving: 'Saving...',
    upiLegend: 'Payments by UPI',
    upiId: 'UPI ID',
    upiHint: 'Like gurukul@sbi. Until it is set, the Donate page says online giving is not yet available.',
    payeeName: 'Payee name',
    payeeHint: 'The name UPI apps show to the donor.',
    bankLegend: 'Bank transfer',
    accountName: 'Account name',
    accountNumber: 'Account number',
    ifsc: 'IFSC',
    ifscHint: 'Eleven letters and digits, like SBIN0001234.',
    branch: 'Branch',
    taxLegend: '80G receipts and Form 10BD',
    pan: 'PAN of the organisation',
    urn: '80G registration number (URN)',
    urnIssuedOn: 'Date the URN was issued',
    urnValidFrom: '80G approval valid from',
    urnValidUntil: '80G approval valid until',
    urnValidFromHint: 'The first day the 80G approval covers, as on the approval.',
    urnValidUntilHint:
      'The last day it covers. A gift received outside these days gets a plain donation receipt instead of an 80G receipt.',
    sectionCode: 'Section code',
    sectionHint: 'As on the approval; for most organisations: Section 80G.',
    signatoryLegend: 'Who signs the receipts',
    signatoryHint: 'Printed under the signature on every receipt.',
    signatoryName: 'Name of the person who signs',
    signatoryDesignation: 'Their designation',
    signatoryDesignationHint: 'Like Managing Trustee or Secretary.',
    purposesLegend: 'Purpose on the receipts',
    purposesHint:
      'Each way to give states this purpose on its receipts, unless another one is written when the gift is marked received or recorded.',
    donationTypesLegend: 'Donation type for Form 10BD',
    donationTypesHint: `Each way to give gets this type, unless another one is chosen when the gift is marked received or recorded. ${donationTypeHint}`,
    donorsLegend: 'Donors’ addresses and donors abroad',
    addressRequiredAbove: 'Ask for the postal address for gifts above (₹)',
    addressRequiredHint:
      'A gift without the donor’s name and address counts as anonymous, and anonymous gifts above a limit are taxed. 0 asks for the address only when an 80G receipt is wanted.',
    fcraLegend: 'Account for gifts from people who are not Indian citizens (FCRA)',
    fcraHint:
      'Fill this only if the trust is registered under FCRA: the account is then shown to a donor who is not an Indian citizen. Left empty, such a donor is told that we cannot accept the gift online.',
    fcraAccountName: 'FCRA account name',
    fcraAccountNumber: 'FCRA account number',
    fcraIfsc: 'FCRA account IFSC',
    fcraBranch: 'FCRA account branch',
    amountsLegend: 'Suggested amounts (₹)',
    amountsHint: 'Up to four amounts for each way to give; donors can always type their own.',
    addAmount: 'Add an amount',
    removeAmount: (action: string, position: number) => `Remove amount ${position} of ${action}`,
    amountLabel: (position: number) => `Amount ${position}`,
  },
  donationTypeLabels,
  receiptImages: {
    legend: 'Logo and signature on receipts',
    intro:
      'Drawn on every receipt issued from now on. Receipts already issued keep the images they were issued with.',
    current: 'Now on receipts',
    none: 'None yet.',
    choose: 'Choose an image (PNG, JPEG or WebP, at most 2 MB)',
    uploading: 'Uploading...',
    loading: 'Loading the receipt images...',
    loadFailed: 'The receipt images could not be loaded. Please try again.',
    uploadFailed: 'The image could not be uploaded. Please try again.',
    removeFailed: 'The image could not be removed. Please try again.',
  },
  donations: {
    loading: 'Loading donations...',
    loadFailed: 'The donations could not be loaded. Please try again.',
    empty: 'No pledges or donations match these filters.',
    caption: 'Pledges and donations',
    status: 'Status',
    allStatuses: 'All',
    year: 'Financial year',
    allYears: 'All years',
    search: 'Search by name, email, mobile, reference or UTR',
    count: (shown: number, count: number) => `Showing ${shown} of ${count}`,
    showMore: 'Show more',
    loadingMore: 'Loading more...',
    moreFailed: 'More donations could not be loaded. Please try again.',
    columns: ['Date', 'Reference', 'Donor', 'Amount', 'Status', 'Payment reference', 'Receipt', 'Actions'],
    markReceived: 'Mark received',
    recordDonation: 'Record a donation',
    correct: 'Correct',
    cancelPledge: 'Cancel pledge',
    issue: 'Issue document',
    history: 'History',
    /** A row's button, named with the reference it acts on: "Correct: GK7K3Q9X". */
    rowAction: (action: string, reference: string) => `${action}: ${reference}`,
    download: (number: string) => `Download receipt ${number}`,
    cancel: (number: string) => `Cancel receipt ${number}`,
    cancelButton: 'Cancel receipt',
    reissue: (number: string) => `Cancel and re-issue ${number}`,
    reissueButton: 'Cancel and re-issue',
    cancelled: (reason: string | null) => `Cancelled${reason ? `: ${reason}` : ''}`,
    replaces: (number: string) => `Replaces ${number}`,
    inFiledYear: 'Its year’s Form 10BD is filed: a change needs a revised statement.',
    pledgeCancelReason: (reason: string) => `Reason: ${reason}`,
    purpose: (purpose: string) => `For: ${purpose}`,
    goods: (goods: string) => `Goods: ${goods}`,
    donationType: (type: string) => `Form 10BD type: ${type}`,
    noReceiptYet: 'None yet',
  },
  statusLabels: { pledged: 'Pledged', received: 'Received', cancelled: 'Cancelled' } satisfies Record<
    DonationStatus,
    string
  >,
  received: {
    title: (reference: string) => `Mark ${reference} received`,
    date: 'Date received',
    mode: 'How it arrived',
    utr: 'UPI transaction reference (UTR)',
    utrHint: '12 digits, from the bank statement or the donor.',
    bankReference: 'Bank transfer reference (IMPS, NEFT or RTGS)',
    bankReferenceHint:
      'From the bank statement: 12 digits for IMPS, 16 letters and digits for NEFT, 22 for RTGS.',
    chequeNumber: 'Cheque number',
    goods: 'What was given',
    goodsHint:
      'Like “20 school bags and 40 notebooks”. The donor gets an acknowledgement that lists them; a gift in kind gets no 80G receipt.',
    givenLegend: 'What the gift is',
    donationType: 'Donation type (Form 10BD)',
    donationTypeHint,
    purpose: 'Purpose (optional)',
    purposeHint: 'What the gift is for, as the receipt will say it, like “Books for the library”.',
    idLegend: 'For the receipt and Form 10BD (optional)',
    idCode: 'Identity document',
    idHint: 'PAN or Aadhaar when the donor has one. Choose another document only when the donor has neither.',
    noId: 'None',
    /** The number's hint for each kind of document. */
    idNumberHints: {
      PAN: 'Ten letters and digits, like ABCDE1234F.',
      Aadhaar: '12 digits.',
      other: 'As printed on the document.',
    },
    address: 'Postal address',
    addressHint: 'An 80G receipt needs the donor’s postal address.',
    save: 'Mark received',
    saving: 'Saving...',
    close: 'Cancel',
    failed: 'The donation could not be marked received. Please try again.',
    done: 'Donation marked received.',
  },
  preview: {
    incomplete: 'Once the fields above are filled in, this says which document will be issued.',
    checking: 'Checking which document will be issued...',
    failed: 'Which document will be issued could not be checked. The server decides when you save.',
    cashReason: 'Why is this cash accepted?',
    cashReasonHint: 'Required to go ahead: it is kept in the donation’s history.',
    duplicateReason: 'Why is this payment reference right on both donations?',
    duplicateReasonHint: 'Required to go ahead: it is kept in the donation’s history.',
  },
  record: {
    title: 'Record a donation that came without a pledge',
    intro: 'Cash at an event, a cheque by post, goods: it is recorded as received at once.',
    fullName: 'Donor’s full name',
    email: 'Donor’s email (for the receipt)',
    mobile: 'Donor’s mobile',
    action: 'Given for',
    amount: 'Amount (₹)',
    amountHint: 'For goods, their value in rupees.',
    save: 'Record donation',
    failed: 'The donation could not be recorded. Please try again.',
    done: 'Donation recorded.',
  },
  outcome: {
    issued: (kind: string, number: string, mailed: boolean) =>
      mailed
        ? `${kind} ${number} issued; it is mailed to the donor.`
        : `${kind} ${number} issued. The donor gave no email: download it to hand it over.`,
  },
  cancel: {
    title: (number: string) => `Cancel receipt ${number}?`,
    explain:
      'The receipt will be cancelled and no new one issued; to correct it, use Cancel and re-issue instead. A cancelled receipt is kept and marked cancelled; it is never edited and its number is never used again.',
    reason: 'Why is it cancelled?',
    confirm: 'Cancel receipt',
    keep: 'Keep it',
    failed: 'The receipt could not be cancelled. Please try again.',
    done: 'Receipt cancelled.',
  },
  correct: {
    title: (reference: string) => `Correct ${reference}`,
    explain:
      'Change what is wrong and say why. The change is kept in the donation’s history; no document is issued and nothing is mailed.',
    donorLegend: 'Donor',
    pledgeReference: 'Payment reference the donor gave (UTR)',
    pledgeReferenceHint:
      'A UPI reference has 12 digits; a bank transfer’s 12 (IMPS), 16 (NEFT) or 22 (RTGS) letters and digits.',
    idOnFile: (masked: string) => `On file: ${masked}. Leave this empty to keep it.`,
    newIdNeedsNumber: 'Please enter the number of the new document, or choose the one on file again.',
    reason: 'Why is it corrected?',
    reasonRequired: 'Please say why the donation is corrected.',
    save: 'Save correction',
    failed: 'The donation could not be corrected. Please try again.',
    done: 'Donation corrected.',
  },
  cancelPledge: {
    title: (reference: string) => `Cancel pledge ${reference}?`,
    explain: (name: string, amount: string) =>
      `The pledge of ${name} for ${amount} will be marked cancelled. It stays in the list with your reason; nothing is mailed to the donor.`,
    reason: 'Why is it cancelled?',
    reasonRequired: 'Please say why the pledge is cancelled.',
    confirm: 'Cancel pledge',
    keep: 'Keep it',
    failed: 'The pledge could not be cancelled. Please try again.',
    done: 'Pledge cancelled.',
  },
  reissue: {
    title: (number: string) => `Cancel and re-issue ${number}?`,
    explain: (number: string, mailed: boolean) =>
      `The receipt ${number} will be cancelled and a new one issued${mailed ? ' and mailed to the donor' : ''}. The new one names the number it replaces; the old one stays listed and downloads stamped CANCELLED.`,
    reason: 'Why is it cancelled and re-issued?',
    reasonRequired: 'Please say why the receipt is cancelled and re-issued.',
    correctToggle: 'Also correct the donation before the new one is issued',
    confirm: 'Cancel and re-issue',
    keep: 'Keep it',
    failed: 'The receipt could not be cancelled and re-issued. Please try again.',
    done: 'Receipt cancelled and a new one issued.',
  },
  issue: {
    title: (reference: string) => `Issue a document for ${reference}?`,
    explain: 'This received donation has no document in use. The one the rules give it will be issued now.',
    fallback:
      'The document the rules give this donation will be issued, and mailed to the donor if they gave an email.',
    confirm: 'Issue document',
    keep: 'Not now',
    failed: 'The document could not be issued. Please try again.',
    done: 'Document issued.',
  },
  history: {
    title: (reference: string) => `History of ${reference}`,
    loading: 'Loading the history...',
    failed: 'The history could not be loaded. Please try again.',
    empty: 'No change is recorded for this donation yet.',
    close: 'Close',
    /** What was done, as the server names it (an unknown action is shown as it comes). */
    actions: {
      received: 'Marked received',
      recorded: 'Recorded',
      corrected: 'Corrected',
      issued: 'Document issued',
      reissued: 'Cancelled and re-issued',
      'receipt-cancelled': 'Receipt cancelled',
      cancelled: 'Pledge cancelled',
    } as Record<string, string>,
    by: (when: string, who: string) => `${when}, by ${who}`,
    reason: (reason: string) => `Reason: ${reason}`,
    changesLabel: 'What changed',
    changed: (field: string, before: string, after: string) => `${field}: was ${before}, now ${after}`,
    none: 'none',
    fields: {
      status: 'Status',
      action: 'Given for',
      amount: 'Amount',
      receivedOn: 'Date received',
      mode: 'How it arrived',
      reference: 'Payment reference',
      chequeNumber: 'Cheque number',
      donorName: 'Name',
      donorEmail: 'Email',
      donorMobile: 'Mobile',
      donorAddress: 'Postal address',
      identity: 'Identity document',
      donationType: 'Donation type',
      purpose: 'Purpose',
      goods: 'Goods',
    } as Record<string, string>,
  },
  bankStatement: {
    intro:
      'Upload the account’s statement as downloaded from the bank (CSV). Each money received is matched to a pledge waiting for payment: by the reference the donor quoted, or else by the same amount received within a few days of the pledge when only one pledge fits. Nothing is marked received until you confirm it.',
    bank: 'Bank account',
    bankHint:
      'A name of your choice, like “SBI current account”. The columns you choose are remembered under it.',
    file: 'Statement file (CSV)',
    fileHint: 'Download it from the bank’s internet banking as CSV. At most 2 MB.',
    read: 'Read the statement',
    reading: 'Reading...',
    fileRequired: 'Please choose the statement file.',
    failed: 'The statement could not be read. Please try again.',
    mappingTitle: 'Which column holds what',
    mappingIntro:
      'Check the columns against the first lines of the file below. They are remembered for this bank account, so its next statement is read the same way.',
    previewCaption: 'The first lines of the file',
    lineColumn: 'Line',
    columnName: (index: number) => `Column ${index + 1}`,
    columnOption: (index: number, title: string) =>
      title ? `Column ${index + 1}: ${title}` : `Column ${index + 1}`,
    noColumn: 'None',
    skipLines: 'Lines to skip at the top',
    skipLinesHint:
      'The bank’s details about the account and the line of column titles: transactions start after them.',
    dateFormat: 'How dates are written',
    columns: {
      date: 'Date of the transaction',
      narration: 'Description (narration)',
      reference: 'Reference or cheque number',
      credit: 'Money received (credit or deposit)',
      debit: 'Money paid out (debit or withdrawal, optional)',
      balance: 'Balance (optional)',
    },
    match: 'Match the credits',
    matching: 'Matching...',
    changeColumns: 'Change the columns',
    startAgain: 'Upload another statement',
    counts: (credits: number, matched: number, proposed: number, unmatched: number) =>
      `${credits} ${credits === 1 ? 'credit' : 'credits'}: ${matched} already matched, ${proposed} proposed, ${unmatched} unmatched.`,
    debits: (debits: number) =>
      `${debits} ${debits === 1 ? 'payment' : 'payments'} out of the account left aside.`,
    skipped: (count: number) =>
      `${count} ${count === 1 ? 'line holds' : 'lines hold'} no transaction (no date in the date column) and ${count === 1 ? 'was' : 'were'} left aside.`,
    caption: 'Credits of the statement',
    tableColumns: ['Date', 'Amount', 'Reference', 'Description', 'Proposed pledge', 'Why', 'Action'],
    sameReference: 'Same reference',
    sameAmount: (days: number) => `Same amount within ${days} days`,
    none: 'None',
    used: (reference: string, how: 'confirmed' | 'recorded' | 'reference') =>
      how === 'recorded'
        ? `Recorded as ${reference}`
        : how === 'confirmed'
          ? `Confirmed: ${reference}`
          : `Already received: ${reference}`,
    confirm: 'Confirm',
    confirmLabel: (reference: string, amount: string, date: string) =>
      `Confirm ${reference}: ${amount} on ${date}`,
    record: 'Record as donation',
    recordLabel: (amount: string, date: string) => `Record as donation: ${amount} on ${date}`,
    confirmTitle: (reference: string) => `Mark ${reference} received from the bank statement?`,
    confirmIntro: (name: string, amount: string, date: string, how: string) =>
      `${name}, ${amount}: marked received on ${date} by ${how}.`,
    byReference: (mode: string, reference: string) => `${mode}, reference ${reference}`,
    confirmSave: 'Confirm and mark received',
    confirmFailed: 'The pledge could not be marked received. Please try again.',
    recordedFailed:
      'The donation was recorded, but the credit could not be marked used. It is recognised by its reference next time.',
    confirmed: 'Pledge marked received from the bank statement.',
    recorded: 'Credit recorded as a donation.',
  },
  anonymous: (amount: string, threshold: string, above: boolean) =>
    `Anonymous gifts this year (no postal address): ${amount}. ${
      above
        ? `This is above ${threshold}, the most that is not taxed (section 115BBC: the higher of 5% of the year’s donations or ₹1,00,000). Please tell the accountant, and ask donors for their addresses.`
        : `Anonymous gifts up to ${threshold} in the year are not taxed (section 115BBC: the higher of 5% of the year’s donations or ₹1,00,000).`
    }`,
  chart: {
    title: 'Money received per month',
    summary: (total: string, months: number) =>
      `Bar chart of money received per month: ${total} in all over ${months} ${months === 1 ? 'month' : 'months'}.`,
    table: 'Show the figures as a table',
    month: 'Month',
    amount: 'Received',
    perYear: 'Received per financial year',
    none: 'No money received in this selection yet.',
  },
  ledger: {
    title: 'Donations for the books',
    intro:
      'Every pledge and donation between two dates, receipted or not, with its receipt’s kind and number and any cancelled ones, as a spreadsheet (CSV). Identity numbers are masked.',
    from: 'From',
    to: 'To',
    download: 'Download the donations (CSV)',
    preparing: 'Preparing...',
    failed: 'The list could not be prepared. Please try again.',
    rows: (rows: number) =>
      `${rows} ${rows === 1 ? 'pledge or donation' : 'pledges and donations'} downloaded.`,
  },
  form10bd: {
    title: 'Form 10BD statement',
    intro:
      'The statement of donations to upload on the Income Tax portal by 31 May for the financial year before.',
    year: 'Financial year of the statement',
    download: 'Download Form 10BD (CSV)',
    preparing: 'Preparing...',
    failed: 'The statement could not be prepared. Please try again.',
    rows: (rows: number, year: string) => `${rows} ${rows === 1 ? 'row' : 'rows'} for ${year} downloaded.`,
    noneLeftOut: 'No donation of the year was left out.',
    leftOut: (count: number) =>
      `${count} ${count === 1 ? 'donation was' : 'donations were'} left out of the statement:`,
    leftOutList: 'Donations left out of the statement',
    leftOutEntry: (reference: string, donorName: string, reason: string) =>
      `${reference}, ${donorName}: ${reason}`,
    notFiled: (year: string) =>
      `The statement for ${year} is not marked filed yet. Once it is filed on the portal, record the day and the acknowledgement number here: the rows filed are kept, and any later change is listed for a revised statement.`,
    filed: (year: string, on: string, acknowledgement: string) =>
      `The statement for ${year} was filed on ${on}, acknowledgement ${acknowledgement}.`,
    changedSinceFiling: (count: number) =>
      `${count} ${count === 1 ? 'row has' : 'rows have'} changed since it was filed: file a revised statement with these, then record it here.`,
    changesList: 'Rows changed since the statement was filed',
    downloadRevised: 'Download the revised rows (CSV)',
    revisedHint:
      'The file holds the rows added or changed, as they are now. Before uploading it as a revised statement, write in its second column each donor’s acknowledgement number (ARN) from the Form 10BE of the statement filed, as the portal asks. A donor no longer in the statement is removed on the portal itself.',
    change: (donor: string, identity: string, filed: string | null, now: string | null) =>
      `${donor} (${identity}): ${filed === null ? 'not in the statement filed' : `filed ${filed}`}, ${now === null ? 'no longer in the statement' : `now ${now}`}.`,
    markFiledTitle: 'Record the filing',
    filedOn: 'Day it was filed',
    acknowledgement: 'Acknowledgement number',
    acknowledgementHint: 'As the portal shows it after filing.',
    markFiled: 'Mark filed',
    markRevisedFiled: 'Mark the revised statement filed',
    filingFailed: 'The filing could not be recorded. Please try again.',
  },
  certificates: {
    intro:
      'Once Form 10BD is filed, the Income Tax portal issues a certificate of donation for each donor. Download them from the portal, upload them here (the PDF files, or a zip file of them), and each is matched to its donor and mailed to them. Donors claim their deduction with it in their income tax return.',
    year: 'Financial year of the certificates',
    loading: 'Loading the certificates...',
    loadFailed: 'The certificates could not be loaded. Please try again.',
    notFiled: (year: string) =>
      `Form 10BD for ${year} is not marked filed yet: the portal issues the certificates only after the statement is filed.`,
    filed: (year: string, on: string) => `Form 10BD for ${year} was filed on ${on}.`,
    counts: (uploaded: number, matched: number, mailed: number, handedOver: number, notDelivered: number) =>
      `${uploaded} uploaded, ${matched} matched to a donor, ${mailed} mailed, ${handedOver} given by hand, ${notDelivered} matched but not yet delivered.`,
    noDonors: (year: string) => `No donor has an 80G receipt of ${year} yet, so no certificate is due.`,
    donorsWithout: (count: number, deadline: string) =>
      count === 0
        ? 'Every donor with an 80G receipt of the year has their certificate.'
        : `${count} ${count === 1 ? 'donor' : 'donors'} with an 80G receipt of the year ${count === 1 ? 'has' : 'have'} no certificate yet. They must have it by ${deadline}.`,
    uploadTitle: 'Upload certificates',
    files: 'Certificates (PDF files or a zip file)',
    filesHint: 'At most 5 MB a certificate and 50 MB in one upload. Nothing is mailed until you choose Mail.',
    upload: 'Upload and match',
    uploading: 'Uploading...',
    chooseFiles: 'Please choose the certificates: PDF files, or a zip file of them.',
    uploadFailed: 'The certificates could not be uploaded. Please try again.',
    uploaded: (added: number, matched: number, unmatched: number, already: number) =>
      `${added} ${added === 1 ? 'certificate' : 'certificates'} added: ${matched} matched, ${unmatched} to match by hand.${already > 0 ? ` ${already} ${already === 1 ? 'was' : 'were'} already uploaded.` : ''}`,
    caption: 'Certificates of the year',
    file: 'File',
    onCertificate: 'On the certificate',
    donor: 'Donor',
    status: 'Status',
    actions: 'Actions',
    notRead: 'not read',
    statuses: {
      unmatched: 'Not matched',
      matched: 'Matched, not yet mailed',
      queued: 'Being mailed',
      mailed: 'Mailed',
      failed: 'Mailing failed',
      'no-email': 'Donor has no e-mail address: download it and give it by hand',
      'handed-over': 'Given by hand',
    },
    matchedBy: {
      identity: 'by identity number and name',
      'aadhaar-last-four': 'by the last four Aadhaar digits and name',
      manual: 'by hand',
    },
    mailedOn: (on: string) => `Mailed ${on}`,
    handedOverOn: (on: string) => `Given ${on}`,
    handOver: 'Given by hand',
    handedOver: 'The certificate is recorded as given to its donor by hand.',
    undoHandOver: 'Not given after all',
    handOverUndone: 'The certificate is no longer recorded as given. Mail it or give it by hand.',
    remove: 'Delete',
    confirmRemove: (file: string) =>
      `Delete “${file}”? It has reached no donor. Its file is deleted here; you can upload it again from the portal’s download if it was needed after all.`,
    removed: 'The certificate was deleted.',
    download: 'Download',
    match: 'Match to a donor',
    changeMatch: 'Change donor',
    undo: 'Undo match',
    undone: 'The match was undone.',
    empty: 'No certificate of this year is uploaded yet.',
    mail: (count: number) => `Mail ${count} ${count === 1 ? 'certificate' : 'certificates'}`,
    confirmMail: (count: number) =>
      `Mail ${count} matched ${count === 1 ? 'certificate' : 'certificates'} now? Each donor gets their own certificate attached to a mail. Once mailed, a match can no longer be undone.`,
    mailQueued: (count: number) =>
      `${count} ${count === 1 ? 'certificate is' : 'certificates are'} being mailed to ${count === 1 ? 'its donor' : 'their donors'}.`,
    mailFailed: 'The certificates could not be queued for mailing. Please try again.',
    matchTitle: (file: string) => `Match ${file} to a donor`,
    matchIntro: (name: string | null, identity: string | null) =>
      `The certificate shows ${name ?? 'no name that could be read'}${identity ? `, identity ${identity}` : ''}. Choose the donor it belongs to: only donors with an 80G receipt of this year are offered. It is mailed only when you choose Mail.`,
    matchDonor: 'Donor',
    chooseDonor: 'Choose a donor',
    donorOption: (name: string, identity: string, delivered: boolean) =>
      `${name} (${identity})${delivered ? ', already has a certificate' : ''}`,
    matchSave: 'Match',
    matchCancel: 'Cancel',
    matching: 'Saving...',
    matchFailed: 'The certificate could not be matched. Please try again.',
    matched: 'The certificate is matched.',
    actionFailed: 'The change could not be saved. Please try again.',
  },
} as const;
