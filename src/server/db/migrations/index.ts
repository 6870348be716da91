import type { Migration } from 'kysely';
import * as initial from './2026-11-22-0001-initial.ts';
import * as media from './2026-11-22-0002-media.ts';
import * as mail from './2026-11-22-0003-mail.ts';
import * as resubscribe from './2026-11-23-0002-resubscribe.ts';
import * as videoProcessing from './2026-11-23-0003-video-processing.ts';
import * as content from './2026-11-24-0001-content.ts';
import * as giving from './2026-11-24-0002-giving.ts';
import * as pledgeMail from './2026-11-25-0001-pledge-mail.ts';
import * as jobs from './2026-11-25-0002-jobs.ts';
import * as givingCorrections from './2026-11-27-0001-giving-corrections.ts';
import * as form10be from './2026-11-27-0002-form-10be.ts';
import * as bankStatements from './2026-11-27-0003-bank-statements.ts';
import * as transactionalMail from './2026-11-27-0004-transactional-mail.ts';
import * as receiptImages from './2026-11-27-0005-receipt-images.ts';
import * as certificateHandOver from './2026-11-27-0006-certificate-hand-over.ts';
import * as audiences from './2026-11-28-0001-audiences.ts';
import * as mediaCategories from './2026-11-28-0002-media-categories.ts';
import * as campaignSendAt from './2026-11-28-0003-campaign-send-at.ts';
import * as staff from './2026-11-28-0004-staff.ts';
import * as secondFactor from './2026-11-28-0008-second-factor.ts';
import * as backups from './2026-11-28-0012-backups.ts';
import * as mailLanguages from './2026-11-28-0013-mail-languages.ts';
import * as donorLanguage from './2026-11-28-0015-donor-language.ts';
import * as pushAlerts from './2026-11-28-0014-push-alerts.ts';
import * as consent from './2026-11-28-0009-consent.ts';
import * as dataRequests from './2026-11-28-0010-data-requests.ts';
import * as retentionAndMediaConsent from './2026-11-28-0011-retention-and-media-consent.ts';

/** Listed statically so the compiled server needs no file-system scan. Keys sort in run order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0002-media': media,
  '2026-11-22-0003-mail': mail,
  '2026-11-23-0002-resubscribe': resubscribe,
  '2026-11-23-0003-video-processing': videoProcessing,
  '2026-11-24-0001-content': content,
  '2026-11-24-0002-giving': giving,
  '2026-11-25-0001-pledge-mail': pledgeMail,
  '2026-11-25-0002-jobs': jobs,
  '2026-11-27-0001-giving-corrections': givingCorrections,
  '2026-11-27-0002-form-10be': form10be,
  '2026-11-27-0003-bank-statements': bankStatements,
  '2026-11-27-0004-transactional-mail': transactionalMail,
  '2026-11-27-0005-receipt-images': receiptImages,
  '2026-11-27-0006-certificate-hand-over': certificateHandOver,
  '2026-11-28-0001-audiences': audiences,
  '2026-11-28-0002-media-categories': mediaCategories,
  '2026-11-28-0003-campaign-send-at': campaignSendAt,
  '2026-11-28-0004-staff': staff,
  '2026-11-28-0008-second-factor': secondFactor,
  '2026-11-28-0009-consent': consent,
  '2026-11-28-0010-data-requests': dataRequests,
  '2026-11-28-0011-retention-and-media-consent': retentionAndMediaConsent,
  '2026-11-28-0012-backups': backups,
  '2026-11-28-0013-mail-languages': mailLanguages,
  '2026-11-28-0014-push-alerts': pushAlerts,
  '2026-11-28-0015-donor-language': donorLanguage,
};
