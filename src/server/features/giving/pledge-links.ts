import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, localPath, type Language } from '#shared/i18n/languages';

/**
 * A donor's pledge opens only with its signed link: the token is an HMAC of the reference under a key
 * derived from the data key, so a reference alone (printed on a bank slip) shows nobody the donor's page.
 */
export function createPledgeLinks(dataKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'pledge links', 32));
  const sign = (reference: string) => createHmac('sha256', key).update(reference).digest('base64url');
  return {
    sign,
    verify(reference: string, token: string): boolean {
      const expected = Buffer.from(sign(reference));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type PledgeLinks = ReturnType<typeof createPledgeLinks>;

/**
 * The donor's page of a pledge, absolute: /donate?pledge=…&token=…, as the answer and the confirmation mail
 * give it; in the donor's language, the page of that language (/kn/donate?pledge=…).
 */
export const pledgePageUrl = (
  publicUrl: string,
  links: PledgeLinks,
  reference: string,
  language: Language = DEFAULT_LANGUAGE,
) =>
  `${publicUrl.replace(/\/+$/, '')}${localPath(language, '/donate')}?pledge=${reference}&token=${links.sign(reference)}`;
