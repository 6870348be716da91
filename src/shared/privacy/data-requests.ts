/**
 * A person's requests about what is kept on their e-mail address (DPDP Act 2023, sections 11 to 13;
 * docs/data-requests.md). The words the law may change are here, once.
 */
export const dataRequestKinds = ['see', 'correct', 'erase'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/**
 * How long the organisation has to answer a verified request: the DPDP Rules, 2025 (G.S.R. 846(E) of
 * 13 November 2025), rule 14(3), ask every Data Fiduciary to answer a Data Principal's grievance within a
 * period it publishes, "not exceeding ninety days"; the Act's section 13 makes that period binding.
 */
export const DATA_REQUEST_ANSWER_DAYS = 90;
export const DATA_REQUEST_ANSWER_SOURCE =
  'Digital Personal Data Protection Rules, 2025, rule 14(3) (under section 13 of the DPDP Act, 2023)';

/** The link that confirms a request: it works once, for this long. */
export const DATA_REQUEST_LINK_HOURS = 24;
/** The link to a person's data export: it works for this long, then the file is removed. */
export const DATA_EXPORT_LINK_DAYS = 7;
