import forms from './forms.module.css';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** A form's main button: it says what is under way and cannot be pressed again until it is done. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={forms.primary} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
