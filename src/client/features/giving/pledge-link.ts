/**
 * The donor's own page of a pledge is /donate?pledge=REFERENCE&token=SIGNATURE (the server signs it); the
 * same token opens the pledge and takes its UTR.
 */
export const pledgeLinkParams = { reference: 'pledge', token: 'token' } as const;

/** An API path of the pledge, signed with its token. */
export const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The reference and token of a signed link or of the page's query string, when both are there. */
export function signedPledge(linkOrSearch: string): { reference: string; token: string } | null {
  const query = linkOrSearch.includes('?') ? linkOrSearch.slice(linkOrSearch.indexOf('?')) : linkOrSearch;
  const params = new URLSearchParams(query);
  const reference = params.get(pledgeLinkParams.reference);
  const token = params.get(pledgeLinkParams.token);
  return reference && token ? { reference, token } : null;
}
