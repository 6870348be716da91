/** Query parameters that carry a secret: a signed link's token, and their like. */
const SECRET_PARAMETER = /^(token|signature|sig|key|code|secret)$/i;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * An address as the logs may keep it: the value of each secret query parameter (a pledge's, an
 * unsubscribe's or a confirmation's token) replaced by [redacted], so that reading a log never opens a
 * donor's pledge or unsubscribes a reader.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decoded(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}
