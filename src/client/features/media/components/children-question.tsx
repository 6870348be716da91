import { useId } from 'react';
import { CONSENT_WHERE_MAX, type ChildrenAnswer } from '#shared/api/media-children';
import forms from '#client/admin/forms.module.css';
import { childrenTexts as say } from '../children-texts.ts';
import styles from './children-question.module.css';

/** The question as the form holds it: '' while not answered. */
export interface ChildrenValue {
  answer: ChildrenAnswer | '';
  consentOnFile: 'yes' | 'no' | '';
  where: string;
}

export const noChildrenAnswer: ChildrenValue = { answer: '', consentOnFile: '', where: '' };

export type ChildrenProblem = 'answer' | 'consent' | 'where';

/** The answer to send, or which part is missing. */
export function readChildren(
  value: ChildrenValue,
): { answer: ChildrenAnswer; consent: string } | { problem: ChildrenProblem; message: string } {
  if (!value.answer) return { problem: 'answer', message: say.answerRequired };
  if (value.answer === 'no') return { answer: 'no', consent: '' };
  if (!value.consentOnFile) return { problem: 'consent', message: say.consentRequired };
  if (value.consentOnFile === 'no') return { answer: 'yes', consent: '' };
  const where = value.where.trim();
  if (!where) return { problem: 'where', message: say.whereRequired };
  return { answer: 'yes', consent: where };
}

/**
 * Whether identifiable children are in an upload and, if so, whether the parents' consent is on file and
 * where (docs/media.md). Without consent the item stays off the public gallery, which the form says.
 */
export function ChildrenQuestion({
  value,
  onChange,
  problem,
  errorId,
  disabled,
}: {
  value: ChildrenValue;
  onChange: (value: ChildrenValue) => void;
  problem: ChildrenProblem | null;
  /** The element holding the error message, which the unanswered part names. */
  errorId: string;
  disabled?: boolean;
}) {
  const ids = { hint: useId(), name: useId(), consent: useId(), where: useId(), whereHint: useId() };
  const set = (change: Partial<ChildrenValue>) => onChange({ ...value, ...change });
  const invalid = (part: ChildrenProblem) =>
    problem === part ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <fieldset
      className={`${forms.fieldset} ${styles.question}`}
      disabled={disabled}
      aria-describedby={ids.hint}
    >
      <legend className={forms.legend}>{say.legend}</legend>
      <p id={ids.hint} className={forms.hint}>
        {say.hint}
      </p>
      <div className={forms.choices} role="radiogroup" {...invalid('answer')}>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className={forms.choice}>
            <input
              type="radio"
              name={ids.name}
              checked={value.answer === answer}
              onChange={() => set({ answer })}
            />
            {say[answer]}
          </label>
        ))}
      </div>
      {value.answer === 'yes' && (
        <fieldset className={`${forms.fieldset} ${styles.question}`}>
          <legend className={forms.legend}>{say.consentLegend}</legend>
          <div className={forms.choices} role="radiogroup" {...invalid('consent')}>
            {(['yes', 'no'] as const).map((onFile) => (
              <label key={onFile} className={forms.choice}>
                <input
                  type="radio"
                  name={ids.consent}
                  checked={value.consentOnFile === onFile}
                  onChange={() => set({ consentOnFile: onFile })}
                />
                {onFile === 'yes' ? say.consentYes : say.consentNo}
              </label>
            ))}
          </div>
          {value.consentOnFile === 'yes' && (
            <div className={forms.field}>
              <label htmlFor={ids.where}>{say.whereLabel}</label>
              <p id={ids.whereHint} className={forms.hint}>
                {say.whereHint}
              </p>
              <input
                id={ids.where}
                className={forms.control}
                type="text"
                maxLength={CONSENT_WHERE_MAX}
                value={value.where}
                aria-describedby={problem === 'where' ? `${ids.whereHint} ${errorId}` : ids.whereHint}
                aria-invalid={problem === 'where' || undefined}
                onChange={(event) => set({ where: event.target.value })}
              />
            </div>
          )}
          {value.consentOnFile === 'no' && <p className={forms.hint}>{say.heldBackNotice}</p>}
        </fieldset>
      )}
    </fieldset>
  );
}
