import type { FormEventHandler } from 'react';
import { Button } from '@shop/ui/button';
import { TextField, type TextFieldProps } from '@shop/ui/text-field';

interface NewsletterFormViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** react-hook-form's `register('email')`, or the stand-in's listeners. */
  emailInput: Omit<TextFieldProps, 'label'>;
  emailError?: string | undefined;
  submitting?: boolean;
  /** The form's code is still loading: the same form, with its button disabled. */
  loading?: boolean;
}

/** The newsletter form's markup, shared by the form and its stand-in while the form loads. */
export function NewsletterFormView({ onSubmit, emailInput, emailError, submitting, loading }: NewsletterFormViewProps) {
  return (
    <form className="shell-newsletter__form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="Enter your email address"
        error={emailError}
        {...emailInput}
      />
      <Button type="submit" variant="accent" disabled={loading || submitting}>
        {submitting ? 'Subscribing...' : 'Subscribe Now'}
      </Button>
    </form>
  );
}
