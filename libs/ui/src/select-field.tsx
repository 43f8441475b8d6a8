import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameText } from '@shop/ui/field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldFrameText, SelectHTMLAttributes<HTMLSelectElement> {
  /** The first, empty choice, shown until one is picked. */
  placeholder: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled native <select> in the same frame as TextField; takes register(...) as is. */
export function SelectField({ placeholder, options, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame tag="select" {...selectProps}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FieldFrame>
  );
}
