import type { Generated } from 'kysely';

/* The table of a person's requests about their data (features/data-requests), part of schema.ts's Database. */

/** A request to see, correct or erase what is kept on an address; 'unverified' until its link is opened. */
export interface DataRequestsTable {
  id: Generated<number>;
  /** see, correct or erase (shared/privacy/data-requests.ts). */
  kind: string;
  /** Lower-cased; masked once the address's data was erased. */
  email: string;
  /** For a correction: what the person says is wrong. */
  details: string;
  /** unverified, open or done. */
  status: string;
  /** sha256 of the token of the mailed confirmation link. */
  token_hash: string;
  token_expires_at: string;
  created_at: string;
  verified_at: string | null;
  /** The answer's legal deadline, from the verification on (DATA_REQUEST_ANSWER_DAYS). */
  due_at: string | null;
  done_at: string | null;
  /** The staff member who answered it, by address; null when the request was answered by itself (see). */
  done_by: string | null;
  /** The sealed export in the storage (data-exports/…), while its link lives. */
  export_key: string | null;
  /** sha256 of the token of the mailed download link. */
  export_token_hash: string | null;
  export_made_at: string | null;
  export_expires_at: string | null;
  export_downloaded_at: string | null;
}
