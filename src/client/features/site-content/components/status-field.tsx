import { useId } from 'react';
import { pageStatuses, type PageStatus } from '#shared/api/content-fields';
import forms from '#client/admin/forms.module.css';
import { pageTexts as say, statusLabels } from '../page-texts.ts';
import { describedBy, FieldError } from '#client/admin/field.tsx';

interface StatusFieldProps {
  status: PageStatus;
  publishAt: string;
  onStatusChange: (status: PageStatus) => void;
  onPublishAtChange: (value: string) => void;
  error?: string;
}

/** Draft, Published, or Scheduled with the date and time it goes live. */
export function StatusField({
  status,
  publishAt,
  onStatusChange,
  onPublishAtChange,
  error,
}: StatusFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend}>{say.status}</legend>
      <div className={forms.choices}>
        {pageStatuses.map((choice) => (
          <label key={choice} className={forms.choice}>
            <input
              type="radio"
              name={`${id}-status`}
              value={choice}
              checked={status === choice}
              onChange={() => onStatusChange(choice)}
            />
            {statusLabels[choice]}
          </label>
        ))}
      </div>
      {status === 'scheduled' && (
        <div className={forms.field}>
          <label htmlFor={id}>{say.publishAt}</label>
          <input
            id={id}
            name="publishAt"
            type="datetime-local"
            className={forms.control}
            value={publishAt}
            onChange={(event) => onPublishAtChange(event.target.value)}
            {...describedBy({ error: errorId }, error)}
          />
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </fieldset>
  );
}
