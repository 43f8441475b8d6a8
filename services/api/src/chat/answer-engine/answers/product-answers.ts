import { formatUsd, toCents } from '@shop/contracts/money';
import type { ProductCategory, ProductDetail } from '@shop/contracts/products';
import type { AnswerPart } from '../answer.js';
import { productSize, productStory, type CatalogIndex } from '../catalog-index.js';
import { normalizeText, type Question } from '../question.js';
import { INGREDIENTS_NOT_SOLD, PRODUCT_STOP_WORDS } from '../shop-vocabulary.js';
import { link, listing, usd } from './format.js';

const ASKS_PRICE =
  /\b(price|prices|priced|cost|costs|how much|expensive|cheap|\$|dollars?|charge|rate|total|altogether|daam)\b/;
const ASKS_STOCK =
  /\b(in stock|stock|available|availability|do you (have|sell|carry|stock)|have you got|got any|sold out|out of stock|left|can i (buy|get|order))\b/;
const ASKS_SIZE =
  /\b(size|sizes|how big|volume|ml|litre|liter|grams?|ounces?|oz|weight|how much (oil|is in)|quantity)\b/;
const ASKS_USE =
  /\b(use|uses|used|using|good for|benefits?|healthy|health|cook|cooking|fry|frying|hair|skin|massage|baking|recipe|taste|flavou?r|what is|tell me about|difference|edible|eat|eating|consume|safe|ingredients?|made of|contains?|what is in|whats in|whats (actually|exactly) in|what is (actually|exactly) in|what goes in(to)?|face|body|baby|lips|scalp|put (it )?on)\b/;
const ASKS_RESTOCK = /\b(back in stock|restock|restocked|when will .* (back|available)|come back|get more)\b/;
const NO_RESTOCK_DATE = `I don't have a date for new stock; ${link('send us a message', '/#contact')} and we will tell you.`;
const ASKS_CHEAPEST = /\b(cheapest|least expensive|lowest price|most affordable|budget)\b/;
const ASKS_DEAREST = /\b(most expensive|priciest|highest price|premium)\b/;
const ASKS_OUT_OF_STOCK = /\b(out of stock|sold out|unavailable|not available)\b/;
const ASKS_RANGE =
  /\b(what|which|list|all|show|any|kinds?|types?|range|selection|catalog|catalogue|menu|varieties)\b.*\b(oils|spices|products|masalas?)\b|\bwhat do you (sell|have|offer|carry)\b|\bdo you (sell|have|carry) (whole )?(spices|oils)\b|\bhow many (different |kinds of |types of )?(oils|spices|products)\b|\b(only|just) sell\b|\b(spices|oils) (as well|too|also)\b/;
const ASKS_FOR_USE =
  /\b(?:for|good for|best for|used for|use for|in|recommend(?:ed)?(?: for)?|(?:oils?|spices?) (?:has|have|with|contains?))\s+(.+)$/;
const ASKS_ABOUT_A_THING =
  /\b(do|does|can|could) (you|u) (sell|have|carry|stock|get)\b|\bhave you got\b|\bwhere can i (buy|get)\b/;
const SEEKING = '(sell|sells|have|carry|stock|got|buy|get|order|looking for|want|need|price of|cost of|any|find)';
const PRICE_LIMIT = /\b(under|below|less than|cheaper than|over|above|more than|at least)\s+\$?(\d{1,4}(?:\.\d{2})?)\b/;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

function pageLink(product: ProductDetail): string {
  return link(product.name, `/product/${product.id}`);
}

const inStock = (product: ProductDetail) => product.inStock === 'true';

function stockLine(product: ProductDetail): string {
  return inStock(product)
    ? `${pageLink(product)} is in stock at ${usd(product.price)}`
    : `${pageLink(product)} (${usd(product.price)}) is out of stock right now`;
}

/** Everything a shopper might want first: price, size, stock, and a link to the page. */
function summary(product: ProductDetail): string {
  const size = productSize(product);
  return `${pageLink(product)}: ${usd(product.price)}${size ? ` for a ${size}` : ''}, ${
    inStock(product) ? 'in stock' : 'out of stock right now'
  }.`;
}

/** How many of a product the question asks about: "2 haldi", "3 packs of jeera", "two bottles of sesame oil". */
function quantityOf(product: ProductDetail, question: Question): number | undefined {
  const nameWords = normalizeText(product.name)
    .split(' ')
    .filter((word) => word.length > 2 && !PRODUCT_STOP_WORDS.has(word));
  for (const word of nameWords) {
    const match = new RegExp(
      `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:[a-z]+\\s+){0,3}?${word}`,
    ).exec(question.text);
    if (match) return NUMBER_WORDS[match[1] as string] ?? Number(match[1]);
  }
  return undefined;
}

/** The sum of the quantities asked about, in exact cents, before shipping and tax. */
function basketLine(products: readonly ProductDetail[], question: Question): string | undefined {
  // "Both, total?" or "3 of those": one of each, or the number asked of the one product in question.
  const asksTotal = question.says(/\b(total|altogether|together|both|in all)\b/);
  const ofThose = /\b(\d{1,2}|two|three|four|five|six|ten) (of )?(those|them|these|it)\b/.exec(question.text)?.[1];
  const lines = products.flatMap((product) => {
    const asked = quantityOf(product, question);
    const fromPronoun = products.length === 1 && ofThose ? (NUMBER_WORDS[ofThose] ?? Number(ofThose)) : undefined;
    const quantity = asked ?? fromPronoun ?? (asksTotal && products.length > 1 ? 1 : undefined);
    return quantity ? [{ product, quantity, cents: quantity * toCents(product.price) }] : [];
  });
  if (lines.length === 0 || (lines.length === 1 && lines[0]?.quantity === 1)) return undefined;
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const items = lines.map((line) => `${line.quantity} × ${usd(line.product.price)} = ${formatUsd(line.cents)}`);
  return `${items.join('; ')}${lines.length > 1 ? `; together ${formatUsd(total)}` : ''} (before shipping and tax).`;
}

function describeOne(product: ProductDetail, question: Question, catalog: CatalogIndex): string {
  const asksPrice = question.says(ASKS_PRICE);
  const asksStock = question.says(ASKS_STOCK);
  const asksSize = question.says(ASKS_SIZE);
  const lines = [asksStock ? `${inStock(product) ? 'Yes, ' : 'Sorry, '}${stockLine(product)}.` : summary(product)];
  if (question.says(ASKS_USE)) {
    lines.push(productStory(product));
    if (product.keyBenefits.length) {
      lines.push(`Why shoppers choose it: ${listing(product.keyBenefits.map((benefit) => benefit.toLowerCase()))}.`);
    }
  } else if (!asksPrice && !asksStock && !asksSize) {
    // A question about something the description states ("does it go solid?", "is it gluten free?").
    lines.push(catalog.detail(product, question.text) ?? '');
  }
  if (!inStock(product) && question.says(ASKS_RESTOCK)) lines.push(NO_RESTOCK_DATE);
  return lines.filter(Boolean).join(' ');
}

function categoriesAsked(question: Question): readonly ProductCategory[] {
  const wantsOils = question.says(/\boils?\b/);
  const wantsSpices = question.says(/\b(spices?|masalas?|powders?)\b/);
  return wantsOils === wantsSpices ? ['oils', 'spices'] : wantsOils ? ['oils'] : ['spices'];
}

function productsOf(catalog: CatalogIndex, categories: readonly ProductCategory[]): ProductDetail[] {
  return [...catalog.products.values()].filter((product) => categories.includes(product.category));
}

/** The cheapest or dearest product of the categories asked about, by exact cents. */
function extremeProduct(catalog: CatalogIndex, question: Question, extreme: 'cheapest' | 'dearest') {
  const sign = extreme === 'cheapest' ? 1 : -1;
  return productsOf(catalog, categoriesAsked(question)).sort((a, b) => sign * (toCents(a.price) - toCents(b.price)))[0];
}

function shortLine(product: ProductDetail): string {
  return `${pageLink(product)} ${usd(product.price)}${inStock(product) ? '' : ' (out of stock)'}`;
}

function range(catalog: CatalogIndex, question: Question): string {
  return categoriesAsked(question)
    .map((category) => {
      const items = productsOf(catalog, [category]);
      return `Our ${category} (${items.length}): ${items.map(shortLine).join('; ')}.`;
    })
    .join('\n');
}

/** The source of "we don't sell it": the whole catalog was searched and nothing matched. */
export const NOT_FOUND = 'not-found';

const part = (text: string, products: readonly ProductDetail[] | 'catalog', catalogSource = 'catalog'): AnswerPart => ({
  topic: 'product',
  text,
  sources:
    products === 'catalog'
      ? [{ kind: 'product', id: catalogSource }]
      : products.map((product) => ({ kind: 'product', id: String(product.id) })),
});

/** Questions about the whole catalog: price limits, what is out of stock, cheapest, dearest, the range. */
function aboutTheCatalog(question: Question, catalog: CatalogIndex): AnswerPart | null {
  const limit = PRICE_LIMIT.exec(question.text);
  if (
    limit &&
    !question.says(/\b(shipping|delivery)\b/) &&
    question.says(/\b(oils?|spices?|products?|anything|what|which)\b/)
  ) {
    const cents = toCents(Number(limit[2]).toFixed(2));
    const below = /under|below|less|cheaper/.test(limit[1] as string);
    const found = productsOf(catalog, categoriesAsked(question)).filter((product) =>
      below ? toCents(product.price) < cents : toCents(product.price) > cents,
    );
    const bound = `${below ? 'under' : 'over'} ${formatUsd(cents)}`;
    return part(
      found.length ? `Priced ${bound}: ${found.map(shortLine).join('; ')}.` : `Nothing in our shop is priced ${bound}.`,
      found,
    );
  }
  if (question.says(ASKS_OUT_OF_STOCK)) {
    const out = productsOf(catalog, categoriesAsked(question)).filter((product) => !inStock(product));
    return part(
      out.length
        ? `Out of stock right now: ${out.map(shortLine).join('; ')}. Everything else is in stock.`
        : 'Everything is in stock right now.',
      'catalog',
    );
  }
  const extreme = question.says(ASKS_CHEAPEST) ? 'cheapest' : question.says(ASKS_DEAREST) ? 'dearest' : null;
  const pick = extreme ? extremeProduct(catalog, question, extreme) : undefined;
  if (extreme && pick) {
    return part(
      `Our ${extreme === 'cheapest' ? 'least' : 'most'} expensive ${pick.category === 'oils' ? 'oil' : 'spice'} is ${summary(pick)}`,
      [pick],
    );
  }
  const use =
    question.says(/\b(oils?|spices?|masalas?)\b/) &&
    question.says(/\b(which|what|recommend|best|good|suggest)\b|^(oils?|spices?) (for|to use)\b/)
      ? ASKS_FOR_USE.exec(question.text)?.[1]
      : undefined;
  if (use) {
    const suited = catalog.forUse(use, categoriesAsked(question));
    if (suited.length > 0)
      return part(`From our descriptions, these suit ${use}:\n${suited.map(summary).join('\n')}`, suited);
  }
  if (question.says(ASKS_RANGE)) return part(range(catalog, question), 'catalog');
  return null;
}

/**
 * Ingredients asked for ("do you sell ghee?") that we do not sell, found before any product
 * search. The catalog has the last word: once a product of that name is added, we sell it.
 */
function notSoldAskedFor(question: Question, catalog: CatalogIndex): string[] {
  const names = [...catalog.products.values()].map((product) => normalizeText(product.name));
  const short = question.words.length <= 5;
  return INGREDIENTS_NOT_SOLD.filter((name) => {
    const base = name.replace(/ oil$/, '');
    if (names.some((productName) => productName.includes(base))) return false;
    // Asked for, not merely mentioned: "do you sell ghee", not "an oil for dal".
    const askedFor = new RegExp(`\\b${SEEKING}\\b[a-z ]{0,25}\\b${base}s?\\b`);
    return question.says(short ? new RegExp(`\\b${base}s?\\b`) : askedFor);
  });
}

/**
 * Questions about our products: price, size, stock, uses and details of the products named (in
 * any of their names), sums, what we sell and at what price, which product suits a use, and what
 * we do not sell. Every figure is read from the catalog as it is now.
 */
export function answerProducts(
  question: Question,
  catalog: CatalogIndex,
  previous: readonly ProductDetail[] = [],
): AnswerPart | null {
  const notSold = notSoldAskedFor(question, catalog);
  const searchText = notSold.reduce(
    (text, name) => text.replace(new RegExp(`\\b${name.replace(/ oil$/, '')}s?\\b`, 'g'), ' '),
    question.text,
  );
  const named = catalog.named(searchText);
  const notSoldLine = notSold.length
    ? `Sorry, we don't sell ${listing(notSold)}. We press oils and sell Indian spices; see ${link('all our products', '/products')}.`
    : '';
  if (named.length > 0) {
    const shown = named.slice(0, 3);
    const basket = basketLine(shown, question);
    const text = [...shown.map((product) => describeOne(product, question, catalog)), basket ?? '']
      .filter(Boolean)
      .join('\n');
    const asksForNotSold = notSold.length > 0 && question.says(ASKS_ABOUT_A_THING);
    return part(asksForNotSold ? `${notSoldLine}\n${text}` : text, shown);
  }
  if (notSold.length > 0) return part(notSoldLine, 'catalog');
  const aboutCatalog = aboutTheCatalog(question, catalog);
  if (aboutCatalog) return aboutCatalog;
  // "Is it in stock?" after a question about a product: the product of the previous answer.
  const followsUp =
    question.says(/\b(it|its|that|this|they|them|those|one|ones)\b/) ||
    (question.words.length <= 6 && [ASKS_PRICE, ASKS_SIZE, ASKS_STOCK, ASKS_USE].some((ask) => question.says(ask)));
  if (previous.length > 0 && followsUp) {
    const basket = basketLine(previous, question);
    const text = [...previous.map((product) => describeOne(product, question, catalog)), basket ?? ''].filter(Boolean);
    return part(text.join('\n'), previous);
  }
  if (question.says(ASKS_ABOUT_A_THING)) {
    return part(
      `I couldn't find that among our products, so we don't sell it at the moment. We sell cold-pressed oils and Indian spices: see ${link('all our products', '/products')}.`,
      'catalog',
      NOT_FOUND,
    );
  }
  return null;
}
