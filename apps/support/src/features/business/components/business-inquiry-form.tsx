import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { businessInquiryRequestSchema, HONEYPOT_FIELD, type BusinessType } from '@shop/contracts/support';
import { Button } from '@shop/ui/button';
import { TextField } from '@shop/ui/text-field';
import { HoneypotField } from '../../../components/honeypot-field.js';
import { useFormSubmission } from '../../../components/use-form-submission.js';
import { SelectField } from '@shop/ui/select-field';
import { TextAreaField } from '@shop/ui/text-area-field';
import { useSubmitBusinessInquiry } from '../api/submit-business-inquiry.js';
import '../../../components/support-form.css';

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(businessInquiryRequestSchema),
    mode: 'onTouched',
    // No business type until one is picked: the select shows its empty placeholder choice.
    defaultValues: { businessName: '', contactName: '', email: '', phone: '', requirements: '', [HONEYPOT_FIELD]: '' },
  });
  const submit = handleSubmit(
    useFormSubmission({
      send: (values) => submitInquiry.mutateAsync(values),
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
      aria-labelledby="business-quote-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="business-quote-heading">Request Business Quote</h3>
      <div className="support-form__grid">
        <TextField
          label="Business name"
          autoComplete="organization"
          required
          error={errors.businessName?.message}
          {...register('businessName')}
        />
        <TextField
          label="Contact name"
          autoComplete="name"
          required
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <SelectField
          label="Business type"
          placeholder="Select business type"
          options={BUSINESS_TYPE_OPTIONS}
          required
          error={errors.businessType?.message}
          {...register('businessType')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextAreaField
          label="Requirements"
          rows={4}
          required
          className="support-form__wide"
          placeholder="Products, volumes and how often you need them"
          error={errors.requirements?.message}
          {...register('requirements')}
        />
      </div>
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <p className="support-form__actions">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
        </Button>
      </p>
    </form>
  );
}
