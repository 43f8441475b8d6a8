import { useEffect, useState } from 'react';
import { deliveryAreaQuerySchema } from '@shop/contracts/delivery-area';
import { bindField } from '@shop/ui/bind-field';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useCheckDeliveryArea } from './api/check-delivery-area.js';
import { deliveryAreaMessage } from './delivery-area-message.js';
import type { FieldDraft } from './form-draft.js';
import { ZipCheckFormView } from './zip-check-form-view.js';

/** The ZIP code check itself, loaded in its own chunk by ZipCheckForm. */
export function LiveZipCheckForm({ draft }: { draft: FieldDraft }) {
  const check = useCheckDeliveryArea();
  // What the stand-in held when this form replaced it; later drafts are not this form's concern.
  const [initialDraft] = useState(draft);
  // The API's own schema, so a ZIP code it would refuse is caught before anything is sent; checked
  // on submit only, so typing the first digits is not an error.
  const form = useContractForm(deliveryAreaQuerySchema, {
    mode: 'onSubmit',
    defaultValues: { zipCode: initialDraft.value },
  });
  const { setFocus } = form;
  const serverError = check.error ? readApiError(check.error) : null;

  useEffect(() => {
    if (initialDraft.focused) setFocus('zipCode');
  }, [initialDraft, setFocus]);

  const submit = form.handleSubmit(async ({ zipCode }) => {
    try {
      await check.mutateAsync(zipCode);
    } catch (error) {
      showFieldErrors(readApiError(error).fieldErrors, form.setError, ['zipCode']);
    }
  });

  const fieldErrorShown = serverError !== null && serverError.fieldErrors.length > 0;
  let result: string | null = null;
  if (check.data) result = deliveryAreaMessage(check.data);
  else if (serverError && !fieldErrorShown) result = serverError.message;

  return (
    <ZipCheckFormView
      onSubmit={(event) => void submit(event)}
      zipCodeInput={bindField({ form, name: 'zipCode', registerOptions: { onChange: () => check.reset() } })}
      submitting={form.formState.isSubmitting}
      result={result}
    />
  );
}
