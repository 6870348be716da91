import type { Db } from '#server/db/database';
import type { SiteDetails } from '#shared/api/content';
import { getSingle } from '../content/content.service.ts';

/** Who a mail comes from, as its header and footer name them: the site details of the dashboard. */
export type MailSender = Pick<SiteDetails, 'name' | 'legalName' | 'tagline' | 'address'>;

/** The organisation as the administrator last set it in the dashboard's site details. */
export async function mailSenderOf(db: Db): Promise<MailSender> {
  const { name, legalName, tagline, address } = await getSingle(db, 'site');
  return { name, legalName, tagline, address };
}
