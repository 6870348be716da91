import { useId } from 'react';
import { toIndiaInput } from '#shared/india-time';
import forms from '#client/admin/forms.module.css';
import { campaignTexts as say } from './campaign-texts.ts';

export interface SendTime {
  later: boolean;
  /** The date-and-time field's value ("2026-12-01T09:00"), read as India time. */
  at: string;
}

interface SendTimeFieldProps {
  value: SendTime;
  onChange: (value: SendTime) => void;
  /** The id of the message that explains a refused time, when there is one. */
  errorId?: string | undefined;
}

/**
 * Send now, or later at a date and time entered in India time whatever the device's zone: the field's
 * value is India's wall-clock time, turned into an instant by the shared India-time module.
 */
export function SendTimeField({ value, onChange, errorId }: SendTimeFieldProps) {
  const ids = { at: useId(), hint: useId() };
  const name = useId();
  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend}>{say.whenLegend}</legend>
      <div className={forms.choices}>
        <label className={forms.choice}>
          <input
            type="radio"
            name={name}
            checked={!value.later}
            onChange={() => onChange({ ...value, later: false })}
          />
          {say.sendNow}
        </label>
        <label className={forms.choice}>
          <input
            type="radio"
            name={name}
            checked={value.later}
            onChange={() => onChange({ ...value, later: true })}
          />
          {say.sendLater}
        </label>
      </div>
      {value.later ? (
        <div className={forms.field}>
          <label htmlFor={ids.at}>{say.sendAtLabel}</label>
          <input
            id={ids.at}
            className={forms.control}
            type="datetime-local"
            min={toIndiaInput(new Date().toISOString())}
            value={value.at}
            aria-describedby={[ids.hint, errorId].filter(Boolean).join(' ')}
            aria-invalid={errorId ? true : undefined}
            onChange={(event) => onChange({ ...value, at: event.target.value })}
          />
          <p id={ids.hint} className={forms.hint}>
            {say.sendAtHint}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
