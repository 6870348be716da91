import { formPostNotes } from '#shared/form-posts';
import { useTexts } from '#client/i18n/language-context.tsx';

/**
 * What a form posted without JavaScript says once the server sends the visitor back (decision 011): the
 * fragment of the address shows one of these notes (global.css). With JavaScript they are not part of the
 * page at all (`noscript`); the form says what happened itself.
 */
export function FormPostNotes({ sent }: { sent: string }) {
  const { postFailed } = useTexts().forms;
  return (
    <noscript>
      <p id={formPostNotes.sent} className="form-post-note">
        {sent}
      </p>
      <p id={formPostNotes.failed} className="form-post-note">
        {postFailed}
      </p>
    </noscript>
  );
}
