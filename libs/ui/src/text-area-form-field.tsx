import type { FieldValues, Path } from 'react-hook-form';
import { bindField, type FieldBinding } from '@shop/ui/bind-field';
import type { BoundAway } from '@shop/ui/field';
import { TextAreaField, type TextAreaFieldProps } from '@shop/ui/text-area-field';

export type TextAreaFormFieldProps<TFieldValues extends FieldValues, TName extends Path<TFieldValues>> = FieldBinding<
  TFieldValues,
  TName
> &
  Omit<TextAreaFieldProps, BoundAway>;

/** Field's multi-line sibling: `<TextAreaFormField form={form} name="message" label="Message" />`. */
export function TextAreaFormField<TFieldValues extends FieldValues, TName extends Path<TFieldValues>>({
  form,
  name,
  registerOptions,
  ...textAreaProps
}: TextAreaFormFieldProps<TFieldValues, TName>) {
  return <TextAreaField {...textAreaProps} {...bindField({ form, name, registerOptions })} />;
}
