import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginResponseSchema, sessionSchema } from './auth.ts';
import { isLoginAnswer, isSession } from './auth-guards.ts';
import { isPublicPage } from './content-guards.ts';
import { publicPageSchema } from './content-pages.ts';
import { messageBodySchema } from './errors.ts';
import { givingOptionsSchema, pledgeSchema } from './giving.ts';
import { isGivingOptions, isPledge } from './giving-guards.ts';
import { isMessageAnswer, type Guard } from './guards.ts';
import { formReceivedSchema } from './inbox.ts';
import { isMediaItem, isMediaList, isMediaPage } from './media-guards.ts';
import { mediaItemSchema, mediaListSchema, mediaPageSchema } from './media.ts';
import { isNotification, isNotificationList } from './notification-guards.ts';
import { notificationListSchema, notificationSchema } from './notifications.ts';
import { isAddSubscriptionAnswer } from './subscription-guards.ts';
import { addSubscriptionResponseSchema } from './subscriptions.ts';
import { photo, video, notice, givingAmounts, pledge, publicPage } from './testing/answer-samples.ts';

interface Case {
  name: string;
  guard: Guard<unknown>;
  schema: z.ZodType;
  valid: unknown[];
  invalid: unknown[];
}

const garbage = [{ unexpected: true }, null, undefined, 'text', 42, true, []];

const cases: Case[] = [
  {
    name: 'isMediaItem',
    guard: isMediaItem,
    schema: mediaItemSchema,
    valid: [photo, video, { ...photo, extra: 'ignored' }],
    invalid: [
      ...garbage,
      { ...photo, medias_id: '7' },
      { ...photo, medias_id: 1.5 },
      { ...photo, status: 'published' },
      { ...photo, variants: [{ format: 'png', width: 320, url: '/a.png' }] },
      { ...photo, variants: null },
      { ...photo, width: '1280' },
      Object.fromEntries(Object.entries(photo).filter(([key]) => key !== 'created_at')),
    ],
  },
  {
    name: 'isMediaList',
    guard: isMediaList,
    schema: mediaListSchema,
    valid: [[], [photo, video]],
    invalid: [
      { unexpected: true },
      null,
      { items: [photo], nextCursor: null },
      [photo, { unexpected: true }],
    ],
  },
  {
    name: 'isMediaPage',
    guard: isMediaPage,
    schema: mediaPageSchema,
    valid: [
      { items: [], nextCursor: null },
      { items: [photo, video], nextCursor: 'abc' },
    ],
    invalid: [
      ...garbage,
      [photo, video],
      { items: [photo] },
      { items: [photo], nextCursor: 3 },
      { items: { 0: photo }, nextCursor: null },
      { items: [{ ...photo, status: 42 }], nextCursor: null },
    ],
  },
  {
    name: 'isNotification',
    guard: isNotification,
    schema: notificationSchema,
    valid: [notice, { ...notice, date: null, notification_date: null }],
    invalid: [...garbage, { ...notice, id: '1' }, { ...notice, title: null }, { ...notice, date: 20260301 }],
  },
  {
    name: 'isNotificationList',
    guard: isNotificationList,
    schema: notificationListSchema,
    valid: [[], [notice, { ...notice, id: 2 }]],
    invalid: [{ unexpected: true }, null, 'text', [notice, null], [{ ...notice, description: undefined }]],
  },
  {
    name: 'isAddSubscriptionAnswer',
    guard: isAddSubscriptionAnswer,
    schema: addSubscriptionResponseSchema,
    valid: [{ message: 'Subscribed', pendingConfirmation: false }],
    invalid: [...garbage, { message: 'Subscribed' }, { message: 'Subscribed', pendingConfirmation: 'no' }],
  },
  {
    name: 'isMessageAnswer (messageBodySchema)',
    guard: isMessageAnswer,
    schema: messageBodySchema,
    valid: [{ message: 'Deleted' }, { message: '' }],
    invalid: [...garbage, { message: 3 }, { error: 'boom', code: 'internal' }],
  },
  {
    name: 'isMessageAnswer (formReceivedSchema)',
    guard: isMessageAnswer,
    schema: formReceivedSchema,
    valid: [{ message: 'Thank you!' }],
    invalid: [...garbage, { message: null }],
  },
  {
    name: 'isSession',
    guard: isSession,
    schema: sessionSchema,
    valid: [
      {
        email: 'admin@example.org',
        name: '',
        role: 'owner',
        permissions: ['signed-in', 'staff'],
        secondFactorRequired: false,
      },
      {
        email: 'editor@example.org',
        name: 'Asha',
        role: 'editor',
        permissions: [],
        secondFactorRequired: true,
      },
    ],
    invalid: [
      ...garbage,
      { email: null },
      { email: 'admin@example.org', name: '', role: 'owner' },
      { email: 'admin@example.org', name: '', role: 'janitor', permissions: [] },
      { email: 'admin@example.org', name: '', role: 'owner', permissions: ['everything'] },
      { email: 'admin@example.org', name: '', role: 'owner', permissions: [], secondFactorRequired: 'no' },
    ],
  },
  {
    name: 'isPublicPage',
    guard: isPublicPage,
    schema: publicPageSchema,
    valid: [
      publicPage,
      {
        id: 4,
        title: 'About us',
        slug: 'about-us',
        kind: 'programme',
        summary: 'Who we are',
        body: '',
        publishedAt: '2026-06-01T09:00:00.000Z',
        documents: [],
      },
      // An answer of an earlier server, with the page's former menu place, is still a page.
      { ...publicPage, menuSlot: 'financials' },
      // In a language (issue 28): the texts not yet written in it, and each language's texts for rendering.
      {
        ...publicPage,
        language: 'kn',
        untranslated: ['summary'],
        translations: { kn: { title: 'ಹಣಕಾಸು', summary: '', body: '<p>ವರದಿ</p>' } },
      },
    ],
    invalid: [
      ...garbage,
      { ...publicPage, kind: 'event' },
      { ...publicPage, language: 'fr' },
      { ...publicPage, untranslated: ['slug'] },
      { ...publicPage, translations: { fr: { title: '', summary: '', body: '' } } },
      { ...publicPage, translations: { kn: { title: 'ಹಣಕಾಸು' } } },
      {
        id: 3,
        title: 'x',
        slug: 'x',
        summary: null,
        body: '',
        publishedAt: '',
        documents: [],
      },
    ],
  },
  {
    name: 'isLoginAnswer',
    guard: isLoginAnswer,
    schema: loginResponseSchema,
    valid: [
      { message: 'Login successful', email: 'admin@example.org' },
      { message: 'Enter the code', email: 'admin@example.org', secondFactor: ['totp', 'recovery-code'] },
    ],
    invalid: [
      ...garbage,
      { message: 'Login successful' },
      { email: 'admin@example.org', message: 1 },
      { message: 'Enter the code', email: 'admin@example.org', secondFactor: ['sms'] },
      { message: 'Enter the code', email: 'admin@example.org', secondFactor: 'totp' },
    ],
  },
  {
    name: 'isGivingOptions',
    guard: isGivingOptions,
    schema: givingOptionsSchema,
    valid: [
      {
        open: true,
        payeeName: 'Gurukul Trust',
        amounts: givingAmounts,
        addressRequiredAbove: 10_000,
        fcraAccount: null,
      },
      {
        open: false,
        payeeName: '',
        amounts: { ...givingAmounts, 'sponsor-a-child': [] },
        addressRequiredAbove: 0,
        fcraAccount: {
          accountName: 'Gurukul Trust',
          accountNumber: '40012345678',
          ifsc: 'SBIN0000691',
          branch: 'New Delhi Main Branch',
        },
      },
    ],
    invalid: [
      ...garbage,
      { open: true, payeeName: 'Gurukul Trust', amounts: givingAmounts },
      {
        open: true,
        payeeName: 'Gurukul Trust',
        amounts: givingAmounts,
        addressRequiredAbove: 1,
        fcraAccount: {},
      },
      { open: 'yes', payeeName: 'Gurukul', amounts: givingAmounts },
      { open: true, payeeName: 'Gurukul', amounts: { ...givingAmounts, 'sponsor-a-child': [1.5] } },
      { open: true, payeeName: 'Gurukul', amounts: { ...givingAmounts, 'a-gift': [100] } },
      { open: true, payeeName: 'Gurukul', amounts: { 'sponsor-a-child': [12000] } },
      { open: true, payeeName: 'Gurukul', amounts: [] },
    ],
  },
  {
    name: 'isPledge',
    guard: isPledge,
    schema: pledgeSchema,
    valid: [pledge, { ...pledge, status: 'received', utr: '123456789012' }],
    invalid: [
      ...garbage,
      { ...pledge, action: 'sponsor-a-car' },
      { ...pledge, amount: '1500' },
      { ...pledge, status: 'paid' },
      { ...pledge, bank: null },
      { ...pledge, bank: { ...pledge.bank, ifsc: 1 } },
      { ...pledge, utr: undefined },
    ],
  },
];

/** Every place inside a JSON value, as a path of keys and indexes; [] is the value itself. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const children =
    Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [prefix, ...children];
}

/** A copy of `value` with the place at `path` replaced (or removed, for undefined). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(value)) delete copy[head!];
  else copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

describe.each(cases)('hardening 11: the zod-free guard $name agrees with its zod schema', (c) => {
  it('accepts the valid samples and refuses the wrong shapes, as the schema does', () => {
    for (const sample of c.valid) {
      expect(c.schema.safeParse(sample).success, JSON.stringify(sample)).toBe(true);
      expect(c.guard(sample), JSON.stringify(sample)).toBe(true);
    }
    for (const sample of c.invalid) {
      expect(c.schema.safeParse(sample).success, JSON.stringify(sample)).toBe(false);
      expect(c.guard(sample), JSON.stringify(sample)).toBe(false);
    }
  });

  it('agrees with the schema when any part of a valid answer is replaced by arbitrary JSON', () => {
    const places = c.valid.flatMap((sample) => pathsOf(sample).map((path) => ({ sample, path })));
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.integer(), fc.constant(null)),
        ({ sample, path }, replacement) => {
          const changed = replaceAt(sample, path, replacement);
          expect(c.guard(changed)).toBe(c.schema.safeParse(changed).success);
        },
      ),
      { numRuns: 300 },
    );
  });
});
