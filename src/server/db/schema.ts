import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JobsTable, RenderedPagesTable, SiteVersionsTable } from './schema-jobs.ts';
import type { PushAlertsTable, PushDeliveriesTable, PushSubscriptionsTable } from './schema-alerts.ts';
import type { BackupRunsTable } from './schema-backup.ts';
import type { DataRequestsTable } from './schema-data-requests.ts';
import type { ConsentRecordsTable, StoppedAddressesTable } from './schema-consent.ts';

/**
 * Table types shared by both engines. Times are ISO-8601 text and flags are 0/1 integers on SQLite and
 * PostgreSQL alike, so one query code reads the same values from either.
 */
export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** The person's name as colleagues know it; '' until they give one. */
  name: Generated<string>;
  /** A role of shared/staff/roles.ts. */
  role: Generated<string>;
  /** 'active' or 'suspended': a suspended person cannot sign in and has no session. */
  status: Generated<string>;
  /** The authenticator app's secret, sealed with the data key; set while enrolling, in use once enabled. */
  totp_secret: string | null;
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  /** When the authenticator app was confirmed; null while enrolling or without one. */
  totp_enabled_at: string | null;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database does not yield live cookies. */
  id: string;
  admin_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The browser's User-Agent when the session began (cut to 300 characters), to name the device. */
  user_agent: string | null;
  ip_address: string | null;
}

/** A single-use link sent by mail, by the sha256 of its token (features/staff/account-tokens.ts). */
export interface AccountTokensTable {
  id: string;
  /** 'invite', 'reset' or 'email'. */
  purpose: string;
  /** The person it is for; null for an invitation until it is accepted. */
  admin_id: number | null;
  /** Where it was sent: the invited address, the address to reset, or the new address to confirm. */
  email: string;
  role: string | null;
  name: string | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One of the ten single-use codes that stand in for the second factor, by its sha256. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential): its id (base64url) and COSE public key (base64url). */
export interface PasskeysTable {
  id: string;
  admin_id: number;
  public_key: string;
  counter: number;
  /** JSON list of the authenticator's transports, as the browser told them. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A sign-in waiting for its second factor, or a passkey ceremony in progress (features/auth/second-factor). */
export interface SignInChallengesTable {
  /** sha256 of the token the browser holds. */
  id: string;
  /** 'sign-in' or 'passkey-register'. */
  purpose: string;
  admin_id: number;
  /** The WebAuthn challenge (base64url), once one was made. */
  challenge: string | null;
  created_at: string;
  expires_at: string;
}

/** Who changed what, when and from where (features/audit); only inserted, and pruned after the kept period. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  ip_address: string | null;
  area: string;
  action: string;
  target: string | null;
  before_text: string | null;
  after_text: string | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  description: string;
  date: string | null;
  notification_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaTable {
  id: Generated<number>;
  media_url: string;
  media_type: string;
  media_category: string;
  alt_text: string | null;
  /** File name of the upload: a photo's private original in DATA_DIR/originals, a video in DATA_DIR/uploads; null for URL-mode media. */
  storage_key: string | null;
  mime: string | null;
  size_bytes: number | null;
  status: string;
  status_reason: string | null;
  /** What the administrator should know about an item on the site (a video published with its metadata). */
  status_notice: ColumnType<string | null, string | null | undefined, string | null>;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  poster_url: string | null;
  /** JSON array of MediaVariant. */
  variants: string;
  created_at: string;
  updated_at: string;
  processing_started_at: string | null;
  processing_finished_at: string | null;
  processing_attempts: ColumnType<number, number | undefined, number>;
  /** Identifiable children in it: 'yes' or 'no'; null when it was added before the question was asked. */
  children: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the parents' consent is on file (docs/media.md); null: none on file. */
  children_consent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A category of the gallery, in the order its filter buttons show (position); media name it by its name. */
export interface MediaCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  role: string;
  status: string;
  subscribed_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The last request of an unsubscribed address to come back: its mailed link is bound to this time. */
  resubscribe_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The role that request chose; it becomes the role when the link is followed. */
  resubscribe_role: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language mail reaches this subscriber in ('en', 'kn', 'hi', 'mr'): the page they subscribed on. */
  language: ColumnType<string, string | undefined, string>;
  /** The language that request was made in; it becomes the language when the link is followed. */
  resubscribe_language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  email: string;
  message: string;
  heard_from: string | null;
  source: string;
  read: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface InterestEntriesTable {
  id: Generated<number>;
  full_name: string;
  gender: string | null;
  age: string | null;
  education: string;
  occupation: string;
  location: string;
  mobile: string;
  email: string;
  /** JSON arrays. */
  languages: string;
  roles: string;
  action: string;
  read: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface CampaignsTable {
  id: Generated<number>;
  subject: string;
  message: string;
  recipient_type: string;
  status: string;
  pause_reason: string | null;
  consecutive_errors: number;
  created_at: string;
  updated_at: string;
  /** For a campaign to chosen audiences: JSON [{key, name}] as they were named when it was sent; else null. */
  audiences: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'text' (the specification's plain text) or 'html' (cleaned rich text). */
  message_format: ColumnType<string, string | undefined, string>;
  /** When a scheduled campaign goes (UTC ISO); null for a mail sent at once. */
  send_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A scheduled mail to one address: that address, until the campaign starts. */
  recipient_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Deliveries sent or failed whose records the daily clean-up erased: still counted in the totals. */
  erased_sent: ColumnType<number, number | undefined, number>;
  erased_failed: ColumnType<number, number | undefined, number>;
  /** The campaign in other languages: JSON {"hi": {"subject", "message"}}; null when English only. */
  versions: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A group of subscribers the administrator names; subscriptions.role holds its key. */
export interface AudiencesTable {
  key: string;
  name: string;
  /** 1 when the public subscribe form offers it. */
  offered: number;
  position: number;
  created_at: string;
}

export interface DeliveriesTable {
  id: Generated<number>;
  campaign_id: number;
  subscription_id: number | null;
  email: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  reason: string | null;
  sent_at: string | null;
  updated_at: string;
  /** The subscriber's language when the delivery was queued: the campaign's version it gets. */
  language: ColumnType<string, string | undefined, string>;
}

/** A delivery the mail server accepted, written at once and folded into deliveries in batches. */
export interface DeliveryReceiptsTable {
  delivery_id: number;
  sent_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** One entry of a content collection (decision 009): `data` is the entry's JSON, texts as language maps. */
export interface ContentEntriesTable {
  id: Generated<number>;
  collection: string;
  position: number;
  data: string;
  created_at: string;
  updated_at: string;
}

export interface ContentSeededTable {
  collection: string;
  seeded_at: string;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  menu_slot: string | null;
  status: string;
  /** When a scheduled page becomes visible (ISO-8601). */
  publish_at: string | null;
  /** JSON: title, summary and body, each a language map. */
  data: string;
  created_at: string;
  updated_at: string;
}

export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  /** The page's fields as they were saved, JSON. */
  data: string;
  saved_at: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  page_id: number | null;
  title: string;
  year: number | null;
  storage_key: string;
  size_bytes: number;
  created_at: string;
}

/** A pledge, then a donation once received. `id_number` (PAN or Aadhaar) is encrypted (giving/personal-data). */
export interface DonationsTable {
  id: Generated<number>;
  reference: string;
  status: string;
  action: string;
  amount: number;
  donor_name: string;
  donor_email: string;
  donor_mobile: string;
  donor_address: string | null;
  id_code: string | null;
  id_number: string | null;
  utr: string | null;
  mode: string | null;
  received_on: string | null;
  cheque_number: string | null;
  created_at: string;
  updated_at: string;
  /** When the pledge's confirmation mail was queued; null: none is sent for this row. */
  pledge_mail_queued_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the confirmation reached the donor's mail server. */
  pledge_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  pledge_mail_attempts: ColumnType<number, number | undefined, number>;
  /** What was given, for a gift in kind. */
  goods: ColumnType<string | null, string | null | undefined, string | null>;
  purpose: ColumnType<string | null, string | null | undefined, string | null>;
  /** Form 10BD's donation type: Corpus, Specific grant or Others. */
  donation_type: ColumnType<string, string | undefined, string>;
  /** Finds one donor's other gifts (donor-key.ts): a keyed hash of the identity number, else the address. */
  donor_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why a pledge was cancelled. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The mailbox the donor's address reaches (shared/mailbox.ts), which the pledge mail cap counts. */
  donor_mailbox: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the donor said of their citizenship on /donate: india or abroad (null: recorded by hand). */
  donor_residence: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when one instance holds the pledge's confirmation mail. */
  pledge_mail_claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** A keyed hash of the client that made the pledge, which the per-client pledge mail cap counts. */
  pledge_client_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page the pledge was made on ('en', 'kn', 'hi', 'mr'): every mail to the donor is in it. */
  language: ColumnType<string, string | undefined, string>;
}

/** A logo or signature drawn on receipts, as uploaded (a removal is a row without an image). */
export interface ReceiptImagesTable {
  id: Generated<number>;
  kind: string;
  /** The PNG, base64; null from a removal on. */
  png: string | null;
  created_at: string;
  created_by: string;
}

/** Each mail the server sent on its own (not a campaign's), which the daily mail cap counts. */
export interface TransactionalMailsTable {
  id: Generated<number>;
  kind: string;
  sent_at: string;
}

/** The last number taken of each document series (80G, DR, ACK) in each financial year. */
export interface ReceiptCountersTable {
  series: string;
  financial_year: string;
  last_serial: number;
}

/** A year's Form 10BD as filed: its rows as JSON (FiledRow of statement.ts: identity hashed and masked). */
export interface StatementFilingsTable {
  financial_year: string;
  filed_on: string;
  acknowledgement: string;
  filed_at: string;
  filed_by: string;
  rows: string;
}

/** Every change to a donation: who, when, what, and the donation before and after (identity masked). */
export interface DonationChangesTable {
  id: Generated<number>;
  donation_id: number;
  at: string;
  by: string;
  action: string;
  reason: string | null;
  before: string | null;
  after: string | null;
}

export interface ReceiptsTable {
  id: Generated<number>;
  donation_id: number;
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string;
  storage_key: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** When the receipt reached the donor's mail server; null while it waits to be sent. */
  mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
  mail_attempts: ColumnType<number, number | undefined, number>;
  /** 80g, donation or acknowledgement (shared/giving/receipt-rules.ts). */
  kind: ColumnType<string, string | undefined, string>;
  /** The document this one was issued in place of. */
  replaces_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the document stated, encrypted JSON: drawn again stamped CANCELLED once it is cancelled. */
  details: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when one instance holds the document's mail; another sends it only after that. */
  mail_claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why a gift of money got a donation receipt rather than an 80G receipt. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A Form 10BE certificate of donation as uploaded: its PDF (`receipts/` of the storage), what was read on it
 * (encrypted JSON: file name, name, identity number), the donation naming its donor, and its mail.
 */
export interface DonationCertificatesTable {
  id: Generated<number>;
  financial_year: string;
  storage_key: string;
  /** SHA-256 of the PDF: the same file is kept once a year. */
  content_hash: string;
  details: string;
  /** The donor's name read on the certificate, and the identity number read there, masked. */
  name_read: string | null;
  identity_read: string | null;
  /** The donor's donation of that year it is matched to; null while unmatched. */
  donation_id: number | null;
  /** identity, aadhaar-last-four or manual. */
  matched_by: string | null;
  unmatched_reason: string | null;
  uploaded_at: string;
  uploaded_by: string;
  /** When the administrator had it mailed; null: not yet asked. */
  mail_queued_at: string | null;
  mailed_at: string | null;
  mail_attempts: ColumnType<number, number | undefined, number>;
  mail_claimed_until: string | null;
  /** Given to the donor by hand instead of mailed: when, and which administrator recorded it. */
  handed_over_at: ColumnType<string | null, string | null | undefined, string | null>;
  handed_over_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A bank's CSV layout (BankLayout of shared/api/giving-bank.ts, as JSON), by the account's name folded. */
export interface BankLayoutsTable {
  bank_key: string;
  bank_name: string;
  layout: string;
  updated_at: string;
}

/** A credit of an uploaded bank statement, once per line (fingerprint), and the donation it paid once used. */
export interface BankCreditsTable {
  id: Generated<number>;
  fingerprint: string;
  bank_key: string;
  booked_on: string;
  /** PostgreSQL answers a bigint as text. */
  amount_paise: ColumnType<number | string, number, number>;
  narration: string;
  reference: string;
  first_seen_at: string;
  donation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** confirmed or recorded. */
  used_as: ColumnType<string | null, string | null | undefined, string | null>;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
  used_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  notifications: NotificationsTable;
  media: MediaTable;
  media_categories: MediaCategoriesTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  interest_entries: InterestEntriesTable;
  campaigns: CampaignsTable;
  audiences: AudiencesTable;
  deliveries: DeliveriesTable;
  delivery_receipts: DeliveryReceiptsTable;
  settings: SettingsTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  sign_in_challenges: SignInChallengesTable;
  content_entries: ContentEntriesTable;
  content_seeded: ContentSeededTable;
  pages: PagesTable;
  page_revisions: PageRevisionsTable;
  documents: DocumentsTable;
  donations: DonationsTable;
  receipt_counters: ReceiptCountersTable;
  donation_changes: DonationChangesTable;
  statement_filings: StatementFilingsTable;
  receipts: ReceiptsTable;
  bank_layouts: BankLayoutsTable;
  bank_credits: BankCreditsTable;
  donation_certificates: DonationCertificatesTable;
  transactional_mails: TransactionalMailsTable;
  receipt_images: ReceiptImagesTable;
  jobs: JobsTable;
  rendered_pages: RenderedPagesTable;
  site_versions: SiteVersionsTable;
  backup_runs: BackupRunsTable;
  data_requests: DataRequestsTable;
  consent_records: ConsentRecordsTable;
  stopped_addresses: StoppedAddressesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_alerts: PushAlertsTable;
  push_deliveries: PushDeliveriesTable;
}

export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type MediaPatch = Updateable<MediaTable>;
export type PageRow = Selectable<PagesTable>;
