import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@shop/contracts/errors';

/**
 * Puts the server's field errors (a 400) under the fields they name, focusing the first one.
 * Returns how many it could place; errors for fields this form lacks are left to the caller.
 */
export function showFieldErrors<TFieldValues extends FieldValues>(
  fieldErrors: readonly FieldError[],
  setError: UseFormSetError<TFieldValues>,
  fieldNames: readonly Path<TFieldValues>[],
): number {
  let shown = 0;
  for (const fieldError of fieldErrors) {
    const name = fieldNames.find((candidate) => candidate === fieldError.field);
    if (!name) continue;
    setError(name, { type: 'server', message: fieldError.message }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown;
}
