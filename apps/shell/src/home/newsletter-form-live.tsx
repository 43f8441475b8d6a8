import { useEffect, useState } from 'react';
import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { newsletterRequestSchema } from '@shop/contracts/support';
import { bindField } from '@shop/ui/bind-field';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useSubscribeNewsletter } from './api/subscribe-newsletter.js';
import type { FieldDraft } from './form-draft.js';
import { NewsletterFormView } from './newsletter-form-view.js';

/** The newsletter form itself, loaded in its own chunk by NewsletterBox. */
export function LiveNewsletterForm({ draft }: { draft: FieldDraft }) {
  const subscribe = useSubscribeNewsletter();
  const { toast } = useToast();
  // What the stand-in held when this form replaced it; later drafts are not this form's concern.
  const [initialDraft] = useState(draft);
  // Checked on submit only: a half-typed address is not an error while the visitor types it.
  const form = useContractForm(newsletterRequestSchema, {
    mode: 'onSubmit',
    defaultValues: { email: initialDraft.value },
  });
  const { setFocus } = form;

  useEffect(() => {
    if (initialDraft.focused) setFocus('email');
  }, [initialDraft, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { status } = await subscribe.mutateAsync(values);
      toast(
        status === 'subscribed'
          ? {
              title: 'Subscribed!',
              description: 'Thanks for joining our newsletter.',
              duration: TOAST_DURATION_SUCCESS_MS,
            }
          : { title: "You're already subscribed.", duration: TOAST_DURATION_SUCCESS_MS },
      );
      form.reset({ email: '' });
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Failed to subscribe. Please try again.');
      if (showFieldErrors(fieldErrors, form.setError, ['email']) > 0) return;
      toast({ title: 'Error', description: message, variant: 'destructive', duration: TOAST_DURATION_ERROR_MS });
    }
  });

  return (
    <NewsletterFormView
      onSubmit={(event) => void submit(event)}
      emailInput={bindField({ form, name: 'email' })}
      submitting={form.formState.isSubmitting}
    />
  );
}
