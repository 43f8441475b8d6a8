import type { FieldValues, Path } from 'react-hook-form';
import { bindField, type FieldBinding } from '@shop/ui/bind-field';
import { TextField, type TextFieldProps } from '@shop/ui/text-field';

/** What register and the form's errors give a control; a bound field does not take them. */
export type BoundAway = 'form' | 'name' | 'error' | 'ref' | 'onChange' | 'onBlur' | 'value' | 'defaultValue';

export type FieldProps<TFieldValues extends FieldValues, TName extends Path<TFieldValues>> = FieldBinding<
  TFieldValues,
  TName
> &
  Omit<TextFieldProps, BoundAway>;

/**
 * A form's labelled input in one line: `<Field form={form} name="email" label="Email" />`. The
 * name must be one of the form's fields; the field's message shows under it (see FieldFrame).
 */
export function Field<TFieldValues extends FieldValues, TName extends Path<TFieldValues>>({
  form,
  name,
  registerOptions,
  ...inputProps
}: FieldProps<TFieldValues, TName>) {
  return <TextField {...inputProps} {...bindField({ form, name, registerOptions })} />;
}
