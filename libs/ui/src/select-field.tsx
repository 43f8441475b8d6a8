import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty choice, shown until one is picked. */
  placeholder: string;
  options: readonly SelectOption[];
  /** Shown under the select, which is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native <select> with its error under it; takes register(...) as is. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  id,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="ui-field__label">
        {label}
      </label>
      <select
        {...selectProps}
        ref={ref}
        disabled={useDisabledUntilHydrated(selectProps.disabled)}
        id={selectId}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
