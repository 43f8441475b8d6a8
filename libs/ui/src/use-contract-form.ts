import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from '@shop/contracts/zod';

/** A contracts schema a form can be checked with: an object of fields, as typed and as sent. */
export type ContractSchema = z.ZodType<FieldValues, FieldValues>;

/** useForm's options, less the resolver: the schema is it. */
export type ContractFormOptions<TSchema extends ContractSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>;

/**
 * A react-hook-form form checked with the API's own contracts schema, so browser and server agree.
 * The shop's default: a field's message shows once it is left invalid, then follows each keystroke
 * until it is right ('onTouched'), and every message shows on submit, the first field focused.
 * A form that only checks on submit passes `mode: 'onSubmit'`.
 */
export function useContractForm<TSchema extends ContractSchema>(
  schema: TSchema,
  options: ContractFormOptions<TSchema> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

export type ContractForm<TSchema extends ContractSchema> = ReturnType<typeof useContractForm<TSchema>>;
