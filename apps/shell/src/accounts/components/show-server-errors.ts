import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';

/** The key of the form-wide error, shown in the alert above the fields. */
export const SERVER_ERROR = 'root.server';

/**
 * Puts a failed request's errors where the shopper looks: each field error under its field (the
 * first one focused), and the message in the form-wide alert when no field error explains it
 * (401 wrong credentials, 409 taken email, 429 too many attempts, or a field this form lacks).
 */
export function showServerErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  fieldNames: readonly Path<TFieldValues>[],
): void {
  const { message, fieldErrors } = readApiError(error);
  const shown = showFieldErrors(fieldErrors, setError, fieldNames);
  const explained = fieldErrors.length > 0 && shown === fieldErrors.length;
  if (!explained) setError(SERVER_ERROR, { type: 'server', message });
}
