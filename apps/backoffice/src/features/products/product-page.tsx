import { useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@shop/contracts/admin-products';
import { adminPath } from '@shop/contracts/admin-routes';
import { parseNumericId } from '@shop/contracts/numeric-id';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useToast } from '@shop/ui/toast';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { productQueryOptions, useUpdateProduct } from './api/products.js';
import { ProductEditForm } from './product-edit-form.js';
import { formatDay } from './product-labels.js';
import { StockChangeForm } from './stock-change-form.js';
import { BatchesTable, MovementsTable } from './stock-history.js';
import './products.css';

/** /admin/products/:id: edit, publish or hide, change stock, and the stock's history. */
export function ProductPage() {
  const id = parseNumericId(useParams().id);
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
  const { user } = useAuth();
  useDocumentTitle(`${product.data?.product.name ?? 'Product'} | Back office`);

  if (id === null) return <p role="alert">There is no product at this address.</p>;
  if (product.isPending) return <Spinner />;
  if (product.isError) {
    return (
      <p role="alert">
        The product could not be loaded. <Link to={adminPath('products')}>Back to the products</Link>
      </p>
    );
  }
  const { product: current, movements, batches } = product.data;
  return (
    <section className="admin-product__sections">
      <div>
        <p>
          <Link to={adminPath('products')}>← Products and stock</Link>
        </p>
        <h1>{current.name}</h1>
        <PublishControls product={current} />
        <p>
          Stock: <strong>{current.stock}</strong>{' '}
          {current.stock <= LOW_STOCK_THRESHOLD ? <Badge tone="danger">Low</Badge> : null}
          {current.pressedOn ? ` · Freshest batch pressed on ${formatDay(current.pressedOn)}` : null}
        </p>
      </div>
      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">Details</h2>
        <ProductEditForm product={current} isOwner={user?.role === 'owner'} />
      </section>
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading">Change stock</h2>
        <StockChangeForm productId={current.id} productName={current.name} />
      </section>
      <section>
        <h2 id="movements-heading">Stock changes</h2>
        <MovementsTable movements={movements} />
      </section>
      <section>
        <h2 id="batches-heading">Batches</h2>
        <BatchesTable batches={batches} />
      </section>
    </section>
  );
}

/** Hidden products stay in the back office and in past orders; shoppers no longer find them. */
function PublishControls({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct(product.id);
  const { toast } = useToast();
  const setPublished = async (published: boolean) => {
    try {
      await update.mutateAsync({ published });
      toast({
        title: published ? 'Product Published' : 'Product Hidden',
        description: published ? `${product.name} is in the shop again.` : `Shoppers no longer see ${product.name}.`,
      });
    } catch (error) {
      toast({ title: 'Not Changed', description: readApiError(error).message, variant: 'destructive' });
    }
  };
  return (
    <div className="admin-product__status">
      {product.published ? <Badge tone="success">Published</Badge> : <Badge>Hidden from shoppers</Badge>}
      <Button
        variant="secondary"
        size="sm"
        disabled={update.isPending}
        onClick={() => void setPublished(!product.published)}
      >
        {product.published ? 'Hide from the shop' : 'Publish'}
      </Button>
    </div>
  );
}
