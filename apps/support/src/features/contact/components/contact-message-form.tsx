import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { contactMessageRequestSchema, HONEYPOT_FIELD } from '@shop/contracts/support';
import { Button } from '@shop/ui/button';
import { TextField } from '@shop/ui/text-field';
import { HoneypotField } from '../../../components/honeypot-field.js';
import { useFormSubmission } from '../../../components/use-form-submission.js';
import { TextAreaField } from '@shop/ui/text-area-field';
import { useSendContactMessage } from '../api/send-contact-message.js';
import '../../../components/support-form.css';

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

const SUCCESS_TOAST = {
  title: 'Message Sent',
  description: "Thank you for contacting us! We'll respond within 24 hours.",
  duration: TOAST_DURATION_SUCCESS_MS,
};
const FAILURE_TEXT = 'Failed to send your message. Please try again.';

/**
 * The Send Us a Message form, checked with the API's own schema: a field's message shows as soon
 * as it is left invalid, and all of them on submit. After a failure everything typed stays.
 */
export function ContactMessageForm() {
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactMessageRequestSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' },
  });
  const submit = handleSubmit(
    useFormSubmission({
      send: (values) => sendMessage.mutateAsync(values),
      reset,
      setError,
      fieldNames: FIELD_NAMES,
      successToast: SUCCESS_TOAST,
      failureText: FAILURE_TEXT,
    }),
  );

  return (
    <form
      className="support-form ui-card"
      noValidate
      aria-labelledby="contact-message-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="contact-message-heading">Send Us a Message</h3>
      <div className="support-form__grid">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          className="support-form__wide"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Subject"
          required
          className="support-form__wide"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label="Message"
          rows={5}
          required
          className="support-form__wide"
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <p className="support-form__actions">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </p>
    </form>
  );
}
