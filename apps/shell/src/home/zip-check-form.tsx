import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryAreaQuerySchema } from '@shop/contracts/delivery-area';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextField } from '@shop/ui/text-field';
import { useCheckDeliveryArea } from './api/check-delivery-area.js';
import { deliveryAreaMessage } from './delivery-area-message.js';

/** "Do we deliver to you?": a ZIP code checked against the API's delivery areas. */
export function ZipCheckForm() {
  const check = useCheckDeliveryArea();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    // The API's own schema, so a ZIP code it would refuse is caught before anything is sent.
    resolver: zodResolver(deliveryAreaQuerySchema),
    defaultValues: { zipCode: '' },
  });
  const serverError = check.error ? readApiError(check.error) : null;

  const submit = handleSubmit(async ({ zipCode }) => {
    try {
      await check.mutateAsync(zipCode);
    } catch (error) {
      showFieldErrors(readApiError(error).fieldErrors, setError, ['zipCode']);
    }
  });

  const fieldErrorShown = serverError !== null && serverError.fieldErrors.length > 0;
  let result: string | null = null;
  if (check.data) result = deliveryAreaMessage(check.data);
  else if (serverError && !fieldErrorShown) result = serverError.message;

  return (
    <form
      className="shell-zip-check"
      aria-labelledby="zip-check-heading"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="zip-check-heading">Do we deliver to you?</h3>
      <div className="shell-zip-check__row">
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register('zipCode', { onChange: () => check.reset() })}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Check'}
        </Button>
      </div>
      <p aria-live="polite" className="shell-zip-check__result">
        {result}
      </p>
    </form>
  );
}
