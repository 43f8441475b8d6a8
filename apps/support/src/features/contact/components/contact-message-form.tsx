import { TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { contactMessageRequestSchema, HONEYPOT_FIELD } from '@shop/contracts/support';
import { Field } from '@shop/ui/field';
import { TextAreaFormField } from '@shop/ui/text-area-form-field';
import { useContractForm } from '@shop/ui/use-contract-form';
import { SupportForm } from '../../../components/support-form.js';
import { useFormSubmission } from '../../../components/use-form-submission.js';
import { useSendContactMessage } from '../api/send-contact-message.js';

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
  const form = useContractForm(contactMessageRequestSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' },
  });
  const submit = useFormSubmission(form, {
    send: (values) => sendMessage.mutateAsync(values),
    fieldNames: FIELD_NAMES,
    successToast: SUCCESS_TOAST,
    failureText: FAILURE_TEXT,
  });

  return (
    <SupportForm
      headingId="contact-message-heading"
      heading="Send Us a Message"
      onSubmit={(event) => void submit(event)}
      honeypot={form.register(HONEYPOT_FIELD)}
      submitting={form.formState.isSubmitting}
      submitLabel="Send Message"
      submittingLabel="Sending..."
    >
      <Field form={form} name="firstName" label="First name" autoComplete="given-name" required />
      <Field form={form} name="lastName" label="Last name" autoComplete="family-name" required />
      <Field
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        className="support-form__wide"
      />
      <Field form={form} name="subject" label="Subject" required className="support-form__wide" />
      <TextAreaFormField form={form} name="message" label="Message" rows={5} required className="support-form__wide" />
    </SupportForm>
  );
}
