import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What a field needs of its form: any useForm or useContractForm result will do. */
export type FieldForm<TFieldValues extends FieldValues> = Pick<UseFormReturn<TFieldValues>, 'register' | 'formState'>;

/** A field's place in its form: the form, the field's name (checked against the form's values). */
export interface FieldBinding<TFieldValues extends FieldValues, TName extends Path<TFieldValues>> {
  form: FieldForm<TFieldValues>;
  name: TName;
  /** react-hook-form's register options, e.g. setValueAs for a number. */
  registerOptions?: RegisterOptions<TFieldValues, TName> | undefined;
}

export type BoundFieldProps<TName extends string> = UseFormRegisterReturn<TName> & { error: string | undefined };

/**
 * The props a TextField, TextAreaField or SelectField takes to be a field of a form: register's
 * name, ref and listeners, and the field's message. Reading the errors through formState
 * subscribes the form to them, as reading them in the form does.
 */
export function bindField<TFieldValues extends FieldValues, TName extends Path<TFieldValues>>({
  form,
  name,
  registerOptions,
}: FieldBinding<TFieldValues, TName>): BoundFieldProps<TName> {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { error: error?.message, ...form.register(name, registerOptions) };
}
