import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the text area, which is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling (same classes and error wiring); takes register(...) as is. */
export function TextAreaField({ label, error, id, className, ref, ...textAreaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  const errorId = `${textAreaId}-error`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={textAreaId} className="ui-field__label">
        {label}
      </label>
      <textarea
        {...textAreaProps}
        ref={ref}
        disabled={useDisabledUntilHydrated(textAreaProps.disabled)}
        id={textAreaId}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
