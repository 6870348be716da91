import type { Db } from '#server/db/database';
import { ConflictError } from '#server/errors';
import { escapeHtml } from '#shared/escape-html';
import type { SiteDetails } from '#shared/api/content';
import { postalAddress } from '#shared/organisation';
import { DATA_REQUEST_ANSWER_DAYS } from '#shared/privacy/data-requests';
import { DONATION_RECORDS_KEPT_YEARS, retentionRules, type RetentionKind } from '#shared/privacy/retention';
import { PRIVACY_PAGE_SLUG, YOUR_DATA_PATH } from '#shared/privacy/consent';
import { markSeeded } from './content.repository.ts';
import { createPage } from './pages.service.ts';

/** "2 years", "30 days": a default period in the words the page uses. */
export function periodInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return `${days} days`;
}
const keptFor = (kind: RetentionKind) => periodInWords(retentionRules[kind].defaultDays);

interface FormNotice {
  title: string;
  collects: string;
  why: string;
  kept: string;
  seenBy: string;
}

/** What each public form collects, why, for how long and who sees it (DPDP Rules 2025, rule 3). */
const forms = (): FormNotice[] => [
  {
    title: 'Subscribing to our updates (the subscribe page)',
    collects: 'Your e-mail address and whether you are a teacher, student or parent.',
    why: 'To send you our news by e-mail, and nothing else.',
    kept: `While you are subscribed. An address that never confirms its subscription is erased after ${keptFor('unconfirmed-subscribers')}; the record of each mail we sent you, after ${keptFor('mail-deliveries')}. After you unsubscribe we keep only your address marked as unsubscribed, so that we never write to it again, until you ask us to erase it.`,
    seenBy: 'Our staff who look after subscribers, and the mail service that delivers our mail.',
  },
  {
    title: 'Writing to us (the contact page and the form on the home page)',
    collects:
      'Your name, and the mobile number, e-mail address, message and how you heard of us that you choose to give.',
    why: 'To answer you.',
    kept: `${keptFor('contact-messages')} from when you wrote, then erased.`,
    seenBy: 'Our staff who answer messages.',
  },
  {
    title:
      'Volunteering and taking part (Get Involved, the volunteer pages, Participate and each programme’s page)',
    collects:
      'Your name, gender, age band, education, occupation, place, mobile number, e-mail address, the languages you speak and the ways you would like to help.',
    why: 'To contact you about volunteering or taking part, and to match you with the right work.',
    kept: `${keptFor('volunteer-forms')} from when you sent the form, then erased.`,
    seenBy: 'Our staff who arrange volunteers and programmes.',
  },
  {
    title: 'Giving (the donate page)',
    collects:
      'Your name, e-mail address, mobile number and where you live; for an 80G receipt also your PAN and postal address; the reference of your payment.',
    why: 'To record your gift, send you how to pay and your receipt, and report your gift to the Income-tax Department so that you can claim your deduction (Form 10BD, and your certificate in Form 10BE).',
    kept: `The Income-tax rules ask us to keep donation records, receipts and certificates for ${DONATION_RECORDS_KEPT_YEARS} years, so we keep them that long even if you ask us to erase them, and erase them after. A pledge that is never paid is erased after ${keptFor('unpaid-pledges')}.`,
    seenBy:
      'Our staff who look after donations, our accountants and auditors, and the Income-tax Department (in the statement of donations we file).',
  },
];

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The Privacy page a fresh install shows, in plain English, with the organisation's own contact details. */
export function defaultPrivacyBody(site: SiteDetails): string {
  const formSections = forms().map(
    (form) =>
      `<h3>${escapeHtml(form.title)}</h3><ul>` +
      [
        ['What we ask for', form.collects],
        ['Why', form.why],
        ['How long we keep it', form.kept],
        ['Who sees it', form.seenBy],
      ]
        .map(([name, text]) => `<li><strong>${escapeHtml(name!)}:</strong> ${escapeHtml(text!)}</li>`)
        .join('') +
      '</ul>',
  );
  const phones = site.phones.map((phone) => link(`tel:${phone.replace(/[^+0-9]/g, '')}`, phone));
  return [
    paragraph(
      `${site.legalName} (“we”) runs this website. This page says what personal data each of our forms asks for, why, how long we keep it, who sees it, and what you can ask of us under the Digital Personal Data Protection Act, 2023.`,
    ),
    '<h2>What each form asks for</h2>',
    paragraph(
      'Every form on this site shows a short notice with a link to this page before you send it. By sending the form you agree to our use of your details for that form’s purpose only. We never sell your details or use them for anything else.',
    ),
    ...formSections,
    '<h2>Your rights</h2>',
    '<ul>' +
      [
        'See a summary of the personal data we keep about you, and what we do with it.',
        'Have it corrected, completed or brought up to date.',
        'Have it erased, except what the law asks us to keep (donation records, as above).',
        'Withdraw your consent at any time, as easily as you gave it: every mail we send has a one-click link to unsubscribe or to stop us contacting you. Withdrawing does not undo what we did before.',
        'Nominate someone to use these rights for you if you die or become unable to.',
        'Complain to us, and if our answer does not satisfy you, to the Data Protection Board of India.',
      ]
        .map((right) => `<li>${escapeHtml(right)}</li>`)
        .join('') +
      '</ul>',
    `<p>To see, correct or erase what we keep about your e-mail address, use ${link(YOUR_DATA_PATH, 'the “Your data” page')}: you confirm the request by a link we mail to you, and need not write to anyone.</p>`,
    '<h2>Questions and complaints</h2>',
    `<p>Write to us at ${link(`mailto:${site.email}`, site.email)}, call ${phones.join(' or ')}, or write to ${escapeHtml(
      `${site.legalName}, ${postalAddress(site.address)}`,
    )}. We answer within ${DATA_REQUEST_ANSWER_DAYS} days at the latest.</p>`,
    paragraph('When this page changes, every form links to the new version from then on.'),
  ].join('\n');
}

/**
 * Adds the Privacy page once, published, when a site first starts with this version. A page the
 * administrator changed or deleted later is never put back; an install that already has a page at
 * /privacy keeps it.
 */
export async function seedPrivacyPage(
  db: Db,
  siteDetails: () => Promise<SiteDetails>,
  now = new Date(),
): Promise<void> {
  if (!(await markSeeded(db, 'privacy-page', now.toISOString()))) return;
  const site = await siteDetails();
  try {
    await createPage(
      db,
      {
        title: 'Privacy notice',
        slug: PRIVACY_PAGE_SLUG,
        kind: 'page',
        summary: 'What each of our forms asks for, why, how long we keep it, and your rights.',
        body: defaultPrivacyBody(site),
        status: 'published',
        publishAt: null,
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}
