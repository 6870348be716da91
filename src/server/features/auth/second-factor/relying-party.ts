/**
 * Who the passkeys belong to (WebAuthn's relying party): the host of PUBLIC_URL, and the origins a sign-in
 * may come from. A passkey is bound to the host, so a copy of the site on another address cannot use it.
 * On this machine's own loopback address (development, the browser tests) "localhost" is the host, since a
 * browser refuses a bare IP address as a passkey's host.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  if (!LOOPBACK.has(url.hostname)) return { id: url.hostname, name, origins: [url.origin] };
  const port = url.port ? `:${url.port}` : '';
  return {
    id: 'localhost',
    name,
    origins: [url.origin, `${url.protocol}//localhost${port}`],
  };
}
