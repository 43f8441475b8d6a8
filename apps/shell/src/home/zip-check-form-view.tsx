import type { FormEventHandler } from 'react';
import { Button } from '@shop/ui/button';
import { TextField, type TextFieldProps } from '@shop/ui/text-field';

interface ZipCheckFormViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The live form's bindField (register('zipCode') and its message), or the stand-in's listeners. */
  zipCodeInput: Omit<TextFieldProps, 'label'>;
  submitting?: boolean;
  /** The form's code is still loading: the same form, with its button disabled. */
  loading?: boolean;
  /** The answer, read out as it changes. */
  result?: string | null;
}

/** The ZIP code check's markup, shared by the form and its stand-in while the form loads. */
export function ZipCheckFormView({
  onSubmit,
  zipCodeInput,
  submitting,
  loading,
  result = null,
}: ZipCheckFormViewProps) {
  return (
    <form className="shell-zip-check" aria-labelledby="zip-check-heading" noValidate onSubmit={onSubmit}>
      <h3 id="zip-check-heading">Do we deliver to you?</h3>
      <div className="shell-zip-check__row">
        <TextField label="ZIP code" inputMode="numeric" autoComplete="postal-code" {...zipCodeInput} />
        <Button type="submit" disabled={loading || submitting}>
          {submitting ? 'Checking...' : 'Check'}
        </Button>
      </div>
      <p aria-live="polite" className="shell-zip-check__result">
        {result}
      </p>
    </form>
  );
}
