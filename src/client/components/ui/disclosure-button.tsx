import type { ButtonHTMLAttributes, Ref } from 'react';

type DisclosureButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls'
> & {
  /** Whether the part it shows and hides is open. */
  open: boolean;
  /** The id of that part. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** A button that shows and hides another part of the page, and tells assistive technology which and whether. */
export function DisclosureButton({ open, controls, onToggle, ...rest }: DisclosureButtonProps) {
  return <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} {...rest} />;
}
