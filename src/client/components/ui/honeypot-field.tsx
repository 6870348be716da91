import { HONEYPOT_FIELD } from '#shared/api/inbox-fields';
import { useTexts } from '#client/i18n/language-context.tsx';

interface HoneypotFieldProps {
  id: string;
}

/**
 * A field people never see or reach (hidden from view, from assistive technology and from the tab order)
 * but bots fill in; the server quietly drops anything that arrives with it filled.
 */
export function HoneypotField({ id }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{useTexts().layout.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
