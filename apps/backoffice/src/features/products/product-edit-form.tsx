import { updateProductRequestSchema, type AdminProduct } from '@shop/contracts/admin-products';
import { z } from '@shop/contracts/zod';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Field } from '@shop/ui/field';
import { SelectFormField } from '@shop/ui/select-form-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextAreaFormField } from '@shop/ui/text-area-form-field';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import { useUpdateProduct } from './api/products.js';
import { CATEGORY_OPTIONS } from './product-labels.js';

/**
 * The contracts' edit schema, with the key benefits typed one per line (the request sends a list)
 * and publishing left to its own buttons.
 */
const productFormSchema = updateProductRequestSchema
  .omit({ keyBenefits: true, published: true })
  .extend({ keyBenefits: z.string() });
const FORM_FIELDS = ['name', 'description', 'category', 'imageUrl', 'keyBenefits', 'price'] as const;

const benefitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Name, description, category, image, key benefits and, for the owner, the price. */
export function ProductEditForm({ product, isOwner }: { product: AdminProduct; isOwner: boolean }) {
  const update = useUpdateProduct(product.id);
  const { toast } = useToast();
  const form = useContractForm(productFormSchema, {
    values: {
      name: product.name,
      description: product.description,
      category: product.category,
      imageUrl: product.imageUrl,
      keyBenefits: product.keyBenefits.join('\n'),
      price: product.price,
    },
  });
  const submit = form.handleSubmit(async ({ keyBenefits, price, ...fields }) => {
    try {
      // A disabled price (staff) is left out: sending it would be refused as the owner's decision.
      await update.mutateAsync({ ...fields, keyBenefits: benefitLines(keyBenefits), ...(isOwner ? { price } : {}) });
      toast({ title: 'Product Saved', description: `${fields.name ?? product.name} is up to date.` });
    } catch (error) {
      const details = readApiError(error);
      const fieldErrors = details.fieldErrors.map((fieldError) => ({
        ...fieldError,
        field: fieldError.field.startsWith('keyBenefits') ? 'keyBenefits' : fieldError.field,
      }));
      const placed = showFieldErrors(fieldErrors, form.setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Product Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-product__form" noValidate aria-label="Edit product" onSubmit={(event) => void submit(event)}>
      <Field form={form} name="name" label="Name" />
      <TextAreaFormField form={form} name="description" label="Description" rows={4} />
      <SelectFormField
        form={form}
        name="category"
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
      />
      <Field form={form} name="imageUrl" label="Image address" hint="https://… or /images/…" />
      <TextAreaFormField form={form} name="keyBenefits" label="Key benefits (one per line)" rows={4} />
      <Field
        form={form}
        name="price"
        label="Price (USD)"
        inputMode="decimal"
        disabled={!isOwner}
        hint={isOwner ? undefined : 'Only the owner can change prices'}
      />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
