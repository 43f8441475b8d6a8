import type { Product } from '@shop/contracts/products';

export function isOutOfStock(oil: Pick<Product, 'inStock'>): boolean {
  return oil.inStock === 'false';
}

/**
 * Whether the shopper can press an oil's toggle now. A chosen oil can always be put back, even
 * one that ran out meanwhile (a held box's short oil); an unchosen one only while it is in stock
 * and the box has room.
 */
export function canToggleOil(oil: Pick<Product, 'id' | 'inStock'>, chosen: readonly number[], bottleCount: number) {
  if (chosen.includes(oil.id)) return true;
  return !isOutOfStock(oil) && chosen.length < bottleCount;
}

/** Chooses the oil, or puts it back; a full box takes no more (its toggles are disabled anyway). */
export function toggleOil(chosen: readonly number[], oilId: number, bottleCount: number): number[] {
  if (chosen.includes(oilId)) return chosen.filter((id) => id !== oilId);
  return chosen.length < bottleCount ? [...chosen, oilId] : [...chosen];
}

/** "2 of 4 chosen" */
export function chosenCountText(chosenCount: number, bottleCount: number): string {
  return `${chosenCount} of ${bottleCount} chosen`;
}
