import type { FastifyInstance } from 'fastify';
import { formPostListFields, formPostNotes, formPostPaths } from '#shared/form-posts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** An HTML form's fields as the JSON the endpoint takes: blanks left out, list fields always lists. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (value === '') continue;
    const before = fields[name];
    if (before === undefined) fields[name] = formPostListFields.includes(name) ? [value] : value;
    else fields[name] = [before, value].flat();
  }
  return fields;
}

/**
 * Where the visitor goes back to: the path of the page the form was on, always a path of this site. A
 * Referer's path may begin with `//` or `/\` (`https://site//evil.example/`), which a browser reads as
 * another site: the leading slashes are folded into one.
 */
export function backTo(referer: string | undefined): string {
  try {
    return referer ? `/${new URL(referer).pathname.replace(/^[/\\]+/, '')}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The public forms without JavaScript (decision 011): the same endpoints also take an HTML form's body,
 * checked by the same schemas, and answer it with a redirect back to the page, to the note that says
 * whether it was sent. Requests with JSON bodies are untouched.
 */
export function registerFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, formFields(String(body))),
  );
  app.addHook('onSend', async (request, reply) => {
    const posted = request.headers['content-type']?.startsWith(FORM_TYPE);
    if (!posted || !formPostPaths.includes(request.routeOptions.url ?? '')) return undefined;
    const note = reply.statusCode < 400 ? formPostNotes.sent : formPostNotes.failed;
    reply
      .code(303)
      .removeHeader('content-type')
      .header('location', `${backTo(request.headers.referer)}#${note}`);
    return '';
  });
}
