import { TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { businessInquiryRequestSchema, HONEYPOT_FIELD, type BusinessType } from '@shop/contracts/support';
import { Field } from '@shop/ui/field';
import { SelectFormField } from '@shop/ui/select-form-field';
import { TextAreaFormField } from '@shop/ui/text-area-form-field';
import { useContractForm } from '@shop/ui/use-contract-form';
import { SupportForm } from '../../../components/support-form.js';
import { useFormSubmission } from '../../../components/use-form-submission.js';
import { useSubmitBusinessInquiry } from '../api/submit-business-inquiry.js';

const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  restaurant: 'Restaurant',
  retail: 'Retail Store',
  distributor: 'Distributor',
  other: 'Other',
};
const BUSINESS_TYPE_OPTIONS = Object.entries(BUSINESS_TYPE_LABELS).map(([value, label]) => ({ value, label }));

const FIELD_NAMES = ['businessName', 'contactName', 'businessType', 'email', 'phone', 'requirements'] as const;

const SUCCESS_TOAST = {
  title: 'Business Inquiry Submitted',
  description: "Thank you for your interest! We'll get back to you within 24 hours.",
  duration: TOAST_DURATION_SUCCESS_MS,
};
const FAILURE_TEXT = 'Failed to submit your inquiry. Please try again.';

/**
 * The Request Business Quote form, checked with the API's own schema: a field's message shows as
 * soon as it is left invalid, and all of them on submit. After a failure everything typed stays.
 */
export function BusinessInquiryForm() {
  const submitInquiry = useSubmitBusinessInquiry();
  const form = useContractForm(businessInquiryRequestSchema, {
    // No business type until one is picked: the select shows its empty placeholder choice.
    defaultValues: { businessName: '', contactName: '', email: '', phone: '', requirements: '', [HONEYPOT_FIELD]: '' },
  });
  const submit = useFormSubmission(form, {
    send: (values) => submitInquiry.mutateAsync(values),
    fieldNames: FIELD_NAMES,
    successToast: SUCCESS_TOAST,
    failureText: FAILURE_TEXT,
  });

  return (
    <SupportForm
      headingId="business-quote-heading"
      heading="Request Business Quote"
      onSubmit={(event) => void submit(event)}
      honeypot={form.register(HONEYPOT_FIELD)}
      submitting={form.formState.isSubmitting}
      submitLabel="Submit Inquiry"
      submittingLabel="Submitting..."
    >
      <Field form={form} name="businessName" label="Business name" autoComplete="organization" required />
      <Field form={form} name="contactName" label="Contact name" autoComplete="name" required />
      <SelectFormField
        form={form}
        name="businessType"
        label="Business type"
        placeholder="Select business type"
        options={BUSINESS_TYPE_OPTIONS}
        required
      />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <TextAreaFormField
        form={form}
        name="requirements"
        label="Requirements"
        rows={4}
        required
        className="support-form__wide"
        placeholder="Products, volumes and how often you need them"
      />
    </SupportForm>
  );
}
