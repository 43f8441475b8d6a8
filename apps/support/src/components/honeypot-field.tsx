import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { HONEYPOT_FIELD } from '@shop/contracts/support';
import './honeypot-field.css';

export interface HoneypotFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: typeof HONEYPOT_FIELD;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The spam trap of a public form (libs/contracts support.ts): off-screen, out of the accessibility
 * tree and the tab order, never autofilled, so people leave it empty and bots that fill every
 * input give themselves away. Takes register('website') as is, so the value is always sent.
 */
export function HoneypotField({ ref, ...inputProps }: HoneypotFieldProps) {
  const inputId = useId();
  return (
    <div className="support-honeypot" aria-hidden="true">
      <label htmlFor={inputId}>Leave this field empty</label>
      <input {...inputProps} ref={ref} id={inputId} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
