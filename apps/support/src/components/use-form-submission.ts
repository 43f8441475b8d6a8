import { useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { type ToastOptions, useToast } from '@shop/ui/toast';
import { submissionErrorToast } from './submission-error-toast.js';

interface FormSubmissionOptions<TValues extends FieldValues, TSent> {
  send: (values: TSent) => Promise<unknown>;
  fieldNames: readonly Path<TValues>[];
  successToast: ToastOptions;
  failureText: string;
}

/**
 * The public forms' submit flow: send once, thank and reset on success; on failure put the
 * server's field errors under their fields, show the error toast, and keep everything typed.
 * Returns the form's submit handler (react-hook-form's handleSubmit of that flow).
 */
export function useFormSubmission<TValues extends FieldValues, TSent>(
  form: Pick<UseFormReturn<TValues, unknown, TSent>, 'handleSubmit' | 'reset' | 'setError'>,
  options: FormSubmissionOptions<TValues, TSent>,
) {
  const { toast } = useToast();
  // A second click can land before React re-renders the disabled button.
  const sending = useRef(false);

  return form.handleSubmit(async (values: TSent): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    try {
      await options.send(values);
      toast(options.successToast);
      form.reset();
    } catch (error) {
      showFieldErrors(readApiError(error).fieldErrors, form.setError, options.fieldNames);
      toast(submissionErrorToast(error, options.failureText));
    } finally {
      sending.current = false;
    }
  });
}
