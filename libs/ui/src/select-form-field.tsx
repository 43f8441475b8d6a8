import type { FieldValues, Path } from 'react-hook-form';
import { bindField, type FieldBinding } from '@shop/ui/bind-field';
import type { BoundAway } from '@shop/ui/field';
import { SelectField, type SelectFieldProps } from '@shop/ui/select-field';

export type SelectFormFieldProps<TFieldValues extends FieldValues, TName extends Path<TFieldValues>> = FieldBinding<
  TFieldValues,
  TName
> &
  Omit<SelectFieldProps, BoundAway>;

/** Field's native <select> sibling, with its empty placeholder choice first. */
export function SelectFormField<TFieldValues extends FieldValues, TName extends Path<TFieldValues>>({
  form,
  name,
  registerOptions,
  ...selectProps
}: SelectFormFieldProps<TFieldValues, TName>) {
  return <SelectField {...selectProps} {...bindField({ form, name, registerOptions })} />;
}
