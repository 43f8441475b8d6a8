import MiniSearch, { type SearchResult } from 'minisearch';
import type { ProductDetail } from '@shop/contracts/products';
import { normalizeText } from './question.js';
import { INGREDIENT_NAMES, PRODUCT_STOP_WORDS } from './shop-vocabulary.js';

interface ProductDocument {
  id: number;
  name: string;
  /** Other names of the product's ingredient ("gingelly", "til"), from the shop's vocabulary. */
  aliases: string;
  /** What it is for, from its description and key benefits: answers "which oil for hair?". */
  uses: string;
}

/** A product's size as its description states it first ("1 L glass bottle", "100 g pouch"). */
export function productSize(product: ProductDetail): string | undefined {
  const first = product.description.split('. ')[0] ?? '';
  return /^\d/.test(first) ? first.replace(/\.$/, '') : undefined;
}

/** The description without its size sentence. */
export function productStory(product: ProductDetail): string {
  const sentences = product.description.split(/(?<=\.) /);
  return (productSize(product) ? sentences.slice(1) : sentences).join(' ');
}

const processTerm = (term: string): string | null => {
  const word = normalizeText(term);
  return word.length > 1 && !PRODUCT_STOP_WORDS.has(word) ? word : null;
};

/** Typos are forgiven in longer words only: "cumn" is cumin, but "have" must not become "hing". */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

/**
 * Full-text search over the catalog (MiniSearch: BM25 ranking, fuzzy and prefix matching). Built
 * from the products as they are in the database and rebuilt whenever a name, description or the
 * set of products changes, so a new product is found on the next question.
 */
export class CatalogIndex {
  private readonly names: MiniSearch<ProductDocument>;
  private readonly uses: MiniSearch<ProductDocument>;
  readonly products: ReadonlyMap<number, ProductDetail>;

  /** `reuse`: an index of the same text, whose search structures are kept (only prices and stock changed). */
  constructor(
    products: readonly ProductDetail[],
    readonly signature: string,
    reuse?: CatalogIndex,
  ) {
    this.products = new Map(products.map((product) => [product.id, product]));
    if (reuse) {
      this.names = reuse.names;
      this.uses = reuse.uses;
      return;
    }
    const documents = products.map((product) => ({
      id: product.id,
      name: product.name,
      aliases: aliasesOf(product.name),
      uses: `${productStory(product)} ${product.keyBenefits.join(' ')}`,
    }));
    this.names = new MiniSearch<ProductDocument>({
      fields: ['name', 'aliases'],
      processTerm,
      searchOptions: { boost: { name: 2 }, fuzzy, prefix: (term) => term.length >= 5, combineWith: 'OR' },
    });
    this.names.addAll(documents);
    this.uses = new MiniSearch<ProductDocument>({
      fields: ['uses'],
      processTerm,
      searchOptions: { fuzzy, combineWith: 'OR' },
    });
    this.uses.addAll(documents);
  }

  /** Products the question names, best first; only those close to the best match. */
  named(text: string): ProductDetail[] {
    return this.closeToBest(this.names.search(text), 0.6);
  }

  /** Products whose description fits a use ("for hair", "deep frying"), best first. */
  forUse(text: string): ProductDetail[] {
    return this.closeToBest(this.uses.search(text), 0.6).slice(0, 3);
  }

  private closeToBest(results: SearchResult[], ratio: number): ProductDetail[] {
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * ratio)
      .map((result) => this.products.get(result.id as number))
      .filter((product): product is ProductDetail => product !== undefined);
  }
}

/** The shop vocabulary's names for the ingredient a product is made of. */
function aliasesOf(productName: string): string {
  const name = normalizeText(productName);
  return Object.entries(INGREDIENT_NAMES)
    .filter(([, english]) => english.split(' ').every((word) => name.includes(word)))
    .map(([alias]) => alias)
    .join(' ');
}

/** What identifies the indexed text of a catalog: a change to it means a new index. */
export function catalogSignature(products: readonly ProductDetail[]): string {
  return products
    .map((product) => `${product.id}:${product.name}:${product.description.length}:${product.keyBenefits.length}`)
    .join('|');
}
