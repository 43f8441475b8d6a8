import type { FormEventHandler } from 'react';
import { Button } from '@shop/ui/button';
import { TextField, type TextFieldProps } from '@shop/ui/text-field';

interface NewsletterFormViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The live form's bindField (register('email') and its message), or the stand-in's listeners. */
  emailInput: Omit<TextFieldProps, 'label'>;
  submitting?: boolean;
  /** The form's code is still loading: the same form, with its button disabled. */
  loading?: boolean;
}

/** The newsletter form's markup, shared by the form and its stand-in while the form loads. */
export function NewsletterFormView({ onSubmit, emailInput, submitting, loading }: NewsletterFormViewProps) {
  return (
    <form className="shell-newsletter__form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="Enter your email address"
        {...emailInput}
      />
      <Button type="submit" variant="accent" disabled={loading || submitting}>
        {submitting ? 'Subscribing...' : 'Subscribe Now'}
      </Button>
    </form>
  );
}
