import { Card } from '@shop/ui/card';
import { Skeleton } from '@shop/ui/skeleton';

export function ProductCardSkeleton() {
  return (
    <Card className="catalog-card" aria-hidden="true" data-testid="product-card-skeleton">
      <Skeleton className="catalog-card__image-skeleton" />
      <Skeleton style={{ width: '80%', height: '1.2rem', marginTop: '1rem' }} />
      <Skeleton style={{ width: '35%', height: '1.1rem', marginTop: '0.6rem' }} />
      <Skeleton style={{ width: '50%', height: '2rem', marginTop: '1rem', borderRadius: '999px' }} />
    </Card>
  );
}
