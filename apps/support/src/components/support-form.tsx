import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { HONEYPOT_FIELD } from '@shop/contracts/support';
import { Button } from '@shop/ui/button';
import { HoneypotField } from './honeypot-field.js';
import './support-form.css';

export interface SupportFormProps {
  /** The heading's id, which names the form. */
  headingId: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** register(HONEYPOT_FIELD) of the form, so the spam trap's value is always sent. */
  honeypot: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** The form's fields, laid out in its two-column grid. */
  children: ReactNode;
}

/** A public support form's card: its heading, its fields' grid, the spam trap and the send button. */
export function SupportForm({
  headingId,
  heading,
  onSubmit,
  honeypot,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: SupportFormProps) {
  return (
    <form className="support-form ui-card" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h3 id={headingId}>{heading}</h3>
      <div className="support-form__grid">{children}</div>
      <HoneypotField {...honeypot} />
      <p className="support-form__actions">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </p>
    </form>
  );
}
