import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Always shown under the input, e.g. what a good password looks like. */
  hint?: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error under it. Both are tied to the input with
 * aria-describedby, so a screen reader reads them when the field gets focus. Takes
 * react-hook-form's `register(...)` spread as is (name, ref, onChange, onBlur).
 */
export function TextField({ label, hint, error, id, className, ref, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        disabled={useDisabledUntilHydrated(inputProps.disabled)}
        id={inputId}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
