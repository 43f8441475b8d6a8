import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { newsletterRequestSchema } from '@shop/contracts/support';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { useSubscribeNewsletter } from './api/subscribe-newsletter.js';

/** The newsletter sign-up at the foot of the landing page. */
export function NewsletterBox() {
  const subscribe = useSubscribeNewsletter();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newsletterRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
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
      reset();
    } catch (error) {
      const { message, fieldErrors } = readApiError(error, 'Failed to subscribe. Please try again.');
      if (showFieldErrors(fieldErrors, setError, ['email']) > 0) return;
      toast({ title: 'Error', description: message, variant: 'destructive', duration: TOAST_DURATION_ERROR_MS });
    }
  });

  return (
    <section aria-labelledby="newsletter-heading" className="shell-home-section">
      <div className="ui-container">
        <div className="ui-card shell-newsletter">
          <h2 id="newsletter-heading">Join Our Newsletter</h2>
          <p>New oils and spices, seasonal recipes and news from the press, about once a month.</p>
          <form className="shell-newsletter__form" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              placeholder="Enter your email address"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" variant="accent" disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'Subscribe Now'}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
