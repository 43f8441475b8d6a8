import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProductRequestSchema, type AdminProduct } from '@shop/contracts/admin-products';
import { z } from '@shop/contracts/zod';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextAreaField } from '@shop/ui/text-area-field';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { useUpdateProduct } from './api/products.js';
import { CATEGORY_OPTIONS } from './product-labels.js';

/**
 * The contracts' edit schema, with the key benefits typed one per line (the request sends a list)
 * and publishing left to its own buttons.
 */
const productFormSchema = updateProductRequestSchema
  .omit({ keyBenefits: true, published: true })
  .extend({ keyBenefits: z.string() });
type ProductFormValues = z.input<typeof productFormSchema>;
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    mode: 'onTouched',
    values: {
      name: product.name,
      description: product.description,
      category: product.category,
      imageUrl: product.imageUrl,
      keyBenefits: product.keyBenefits.join('\n'),
      price: product.price,
    },
  });
  const submit = handleSubmit(async ({ keyBenefits, price, ...fields }) => {
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
      const placed = showFieldErrors(fieldErrors, setError, FORM_FIELDS);
      if (placed === 0) toast({ title: 'Product Not Saved', description: details.message, variant: 'destructive' });
    }
  });
  return (
    <form className="admin-product__form" noValidate aria-label="Edit product" onSubmit={(event) => void submit(event)}>
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <TextAreaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextField
        label="Image address"
        hint="https://… or /images/…"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
      <TextAreaField
        label="Key benefits (one per line)"
        rows={4}
        error={errors.keyBenefits?.message}
        {...register('keyBenefits')}
      />
      <TextField
        label="Price (USD)"
        inputMode="decimal"
        disabled={!isOwner}
        hint={isOwner ? undefined : 'Only the owner can change prices'}
        error={errors.price?.message}
        {...register('price')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
