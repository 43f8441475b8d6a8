import { useRef } from 'react';
import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { type ToastOptions, useToast } from '@shop/ui/toast';
import { submissionErrorToast } from './submission-error-toast.js';

interface FormSubmissionOptions<TValues extends FieldValues> {
  send: (values: TValues) => Promise<unknown>;
  reset: UseFormReset<TValues>;
  setError: UseFormSetError<TValues>;
  fieldNames: readonly Path<TValues>[];
  successToast: ToastOptions;
  failureText: string;
}

/**
 * The public forms' submit flow: send once, thank and reset on success; on failure put the
 * server's field errors under their fields, show the error toast, and keep everything typed.
 * Returns the handler to give react-hook-form's handleSubmit.
 */
export function useFormSubmission<TValues extends FieldValues>(options: FormSubmissionOptions<TValues>) {
  const { toast } = useToast();
  // A second click can land before React re-renders the disabled button.
  const sending = useRef(false);

  return async (values: TValues): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    try {
      await options.send(values);
      toast(options.successToast);
      options.reset();
    } catch (error) {
      showFieldErrors(readApiError(error).fieldErrors, options.setError, options.fieldNames);
      toast(submissionErrorToast(error, options.failureText));
    } finally {
      sending.current = false;
    }
  };
}
