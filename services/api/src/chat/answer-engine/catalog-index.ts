import MiniSearch, { type SearchResult } from 'minisearch';
import type { ProductCategory, ProductDetail } from '@shop/contracts/products';
import { normalizeText } from './question.js';
import { PRODUCT_STOP_WORDS } from './shop-vocabulary.js';

interface ProductDocument {
  id: number;
  name: string;
  category: ProductCategory;
  /** What it is for, from its description and key benefits: answers "which oil for hair?". */
  uses: string;
}

interface SentenceDocument {
  id: string;
  productId: number;
  text: string;
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

/** The sentences of a product's description and its key benefits, each a fact the bot may quote. */
function productFacts(product: ProductDetail): string[] {
  return [...productStory(product).split(/(?<=\.) /), ...product.keyBenefits.map((benefit) => `${benefit}.`)];
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
 * set of products changes, so a new product is found on the next question. Other names of an
 * ingredient (haldi, til…) are translated in the question before it gets here.
 */
export class CatalogIndex {
  private readonly names: MiniSearch<ProductDocument>;
  private readonly uses: MiniSearch<ProductDocument>;
  private readonly facts: MiniSearch<SentenceDocument>;
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
      this.facts = reuse.facts;
      return;
    }
    const documents = products.map((product) => ({
      id: product.id,
      name: product.name,
      category: product.category,
      uses: `${productStory(product)} ${product.keyBenefits.join(' ')}`,
    }));
    this.names = new MiniSearch<ProductDocument>({
      fields: ['name'],
      processTerm,
      searchOptions: { fuzzy, prefix: (term) => term.length >= 5, combineWith: 'OR' },
    });
    this.names.addAll(documents);
    this.uses = new MiniSearch<ProductDocument>({
      fields: ['uses'],
      storeFields: ['category'],
      processTerm,
      searchOptions: { fuzzy, prefix: (term) => term.length >= 5, combineWith: 'OR' },
    });
    this.uses.addAll(documents);
    this.facts = new MiniSearch<SentenceDocument>({
      fields: ['text'],
      storeFields: ['productId', 'text'],
      processTerm,
      searchOptions: { fuzzy, prefix: (term) => term.length >= 4, combineWith: 'OR' },
    });
    this.facts.addAll(
      products.flatMap((product) =>
        productFacts(product).map((text, index) => ({ id: `${product.id}:${index}`, productId: product.id, text })),
      ),
    );
  }

  /** Products the question names, best first; only those close to the best match. */
  named(text: string): ProductDetail[] {
    // "cloves and methi", "jeera, dhania": each product asked for is found in its own part.
    const parts = text.split(/ and | & |,| or | aur /).filter((part) => part.trim());
    const found = parts.flatMap((part) => this.closeToBest(this.names.search(part), 0.6));
    return [...new Map(found.map((product) => [product.id, product])).values()];
  }

  /** Products whose description fits a use ("for hair", "deep frying"), best first, of the categories asked. */
  forUse(text: string, categories: readonly ProductCategory[]): ProductDetail[] {
    const results = this.uses.search(text, {
      filter: (result) => categories.includes(result.category as ProductCategory),
    });
    return this.closeToBest(results, 0.6).slice(0, 3);
  }

  /**
   * The sentence of a product's description that best answers the question's other words
   * ("does the coconut oil go solid?" → "Solid below about 76°F…"), or none.
   */
  detail(product: ProductDetail, text: string): string | undefined {
    const nameWords = new Set(normalizeText(product.name).split(' '));
    const rest = text
      .split(' ')
      .filter((word) => !nameWords.has(word))
      .join(' ');
    // "Where is it from?": origin is told as hills, farms and regions, not with the word "from".
    const origin = /\b(where .*from|origin|sourced?|grown|comes? from)\b/.test(text)
      ? ' hills farms grown sourced region estate area'
      : '';
    const [best] = this.facts.search(rest + origin, { filter: (result) => result.productId === product.id });
    return best ? (best.text as string) : undefined;
  }

  private closeToBest(results: SearchResult[], ratio: number): ProductDetail[] {
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * ratio)
      .map((result) => this.products.get(result.id as number))
      .filter((product): product is ProductDetail => product !== undefined);
  }
}

/** What identifies the indexed text of a catalog: a change to it means a new index. */
export function catalogSignature(products: readonly ProductDetail[]): string {
  return products
    .map(
      (product) =>
        `${product.id}:${product.name}:${product.category}:${product.description.length}:${product.keyBenefits.join('|').length}`,
    )
    .join('|');
}
