import { toCents } from '@shop/contracts/money';
import type { ProductDetail } from '@shop/contracts/products';
import type { AnswerPart } from '../answer.js';
import { productSize, productStory, type CatalogIndex } from '../catalog-index.js';
import type { Question } from '../question.js';
import { INGREDIENTS_NOT_SOLD } from '../shop-vocabulary.js';
import { link, listing, usd } from './format.js';

const ASKS_PRICE = /\b(price|prices|cost|costs|how much|expensive|cheap|\$|dollars?|charge|rate)\b/;
const ASKS_STOCK =
  /\b(in stock|stock|available|availability|do you (have|sell|carry|stock)|have you got|got any|sold out|out of stock|left|can i (buy|get|order))\b/;
const ASKS_SIZE =
  /\b(size|sizes|how big|volume|ml|litre|liter|grams?|ounces?|oz|weight|how much (oil|is in)|quantity)\b/;
const ASKS_USE =
  /\b(use|uses|used|using|good for|benefits?|healthy|health|cook|cooking|fry|frying|hair|skin|massage|baking|recipe|taste|flavou?r|what is|tell me about|difference|edible|eat|eating|consume|safe|ingredients?|made of|contains?|whats in|what is in)\b/;
const ASKS_RESTOCK = /\b(back in stock|restock|restocked|when will .* (back|available)|come back|get more)\b/;
const NO_RESTOCK_DATE = `I don't have a date for new stock; ${link('send us a message', '/#contact')} and we will tell you.`;
const ASKS_CHEAPEST = /\b(cheapest|least expensive|lowest price|most affordable|budget)\b/;
const ASKS_DEAREST = /\b(most expensive|priciest|highest price|premium)\b/;
const ASKS_RANGE =
  /\b(what|which|list|all|show|any|kinds?|types?|range|selection|catalog|catalogue|menu|varieties)\b.*\b(oils|spices|products|masalas?)\b|\bwhat do you (sell|have|offer|carry)\b/;
const ASKS_FOR_USE = /\b(?:for|good for|best for|used for|recommend(?:ed)?(?: for)?)\s+(.+)$/;

function pageLink(product: ProductDetail): string {
  return link(product.name, `/product/${product.id}`);
}

function stockLine(product: ProductDetail): string {
  return product.inStock === 'true'
    ? `${pageLink(product)} is in stock at ${usd(product.price)}`
    : `${pageLink(product)} (${usd(product.price)}) is out of stock right now`;
}

/** Everything a shopper might want first: price, size, stock, and a link to the page. */
function summary(product: ProductDetail): string {
  const size = productSize(product);
  return `${pageLink(product)}: ${usd(product.price)}${size ? ` for a ${size}` : ''}, ${
    product.inStock === 'true' ? 'in stock' : 'out of stock right now'
  }.`;
}

function describeOne(product: ProductDetail, question: Question): string {
  const lines: string[] = [];
  const asksPrice = question.says(ASKS_PRICE);
  const asksStock = question.says(ASKS_STOCK);
  const asksSize = question.says(ASKS_SIZE);
  const asksUse = question.says(ASKS_USE);
  if (!asksPrice && !asksStock && !asksSize && !asksUse) {
    return product.inStock !== 'true' && question.says(ASKS_RESTOCK)
      ? `${summary(product)} ${NO_RESTOCK_DATE}`
      : summary(product);
  }
  if (asksStock) lines.push(`${product.inStock === 'true' ? 'Yes, ' : 'Sorry, '}${stockLine(product)}.`);
  else if (asksPrice)
    lines.push(
      `${pageLink(product)} is ${usd(product.price)}${productSize(product) ? ` for a ${productSize(product)}` : ''}.`,
    );
  if (asksSize && !asksPrice) {
    const size = productSize(product);
    const subject = lines.length ? 'It' : pageLink(product);
    lines.push(size ? `${subject} comes as a ${size}.` : `${pageLink(product)} is ${usd(product.price)}.`);
  }
  if (asksUse) {
    lines.push(`${lines.length ? '' : `${pageLink(product)}: `}${productStory(product)}`);
    if (product.keyBenefits.length)
      lines.push(`Why shoppers choose it: ${listing(product.keyBenefits.map((b) => b.toLowerCase()))}.`);
  }
  if (!asksPrice && !asksStock)
    lines.push(`It is ${usd(product.price)}${product.inStock === 'true' ? '' : ' (out of stock right now)'}.`);
  if (product.inStock !== 'true' && question.says(ASKS_RESTOCK)) lines.push(NO_RESTOCK_DATE);
  return lines.join(' ');
}

function categoriesAsked(question: Question): readonly ('oils' | 'spices')[] {
  const wantsOils = question.says(/\boils?\b/);
  const wantsSpices = question.says(/\b(spices?|masalas?)\b/);
  return wantsOils === wantsSpices ? ['oils', 'spices'] : wantsOils ? ['oils'] : ['spices'];
}

/** The cheapest or dearest product of the categories asked about, by exact cents. */
function extremeProduct(
  catalog: CatalogIndex,
  question: Question,
  extreme: 'cheapest' | 'dearest',
): ProductDetail | undefined {
  const categories = categoriesAsked(question);
  const candidates = [...catalog.products.values()].filter((product) => categories.includes(product.category));
  const sign = extreme === 'cheapest' ? 1 : -1;
  return candidates.sort((a, b) => sign * (toCents(a.price) - toCents(b.price)))[0];
}

function range(catalog: CatalogIndex, question: Question): string {
  const all = [...catalog.products.values()];
  const wantsOils = question.says(/\boils?\b/);
  const wantsSpices = question.says(/\b(spices?|masalas?)\b/);
  const categories =
    wantsOils === wantsSpices ? (['oils', 'spices'] as const) : wantsOils ? (['oils'] as const) : (['spices'] as const);
  return categories
    .map((category) => {
      const items = all.filter((product) => product.category === category);
      return `Our ${category} (${items.length}): ${items.map((product) => `${link(product.name, `/product/${product.id}`)} ${usd(product.price)}${product.inStock === 'true' ? '' : ' (out of stock)'}`).join('; ')}.`;
    })
    .join('\n');
}

/**
 * Questions about our products: price, size, stock and uses of the products named (in any of
 * their names), what we sell, which product suits a use, and what we do not sell. Every figure is
 * read from the catalog as it is now.
 */
export function answerProducts(question: Question, catalog: CatalogIndex): AnswerPart | null {
  const named = catalog.named(question.text);
  if (named.length > 0) {
    const shown = named.slice(0, 3);
    const text =
      shown.length === 1
        ? describeOne(shown[0] as ProductDetail, question)
        : shown.map((product) => describeOne(product, question)).join('\n');
    return { topic: 'product', text, sources: shown.map((product) => ({ kind: 'product', id: String(product.id) })) };
  }
  // "olive oil" is found by "olive"; the answer names it in full.
  const notSold = INGREDIENTS_NOT_SOLD.filter((name) =>
    question.says(new RegExp(`\\b${name.replace(/ oil$/, '')}s?\\b`)),
  );
  if (notSold.length > 0) {
    return {
      topic: 'product',
      text: `Sorry, we don't sell ${listing(notSold)}. We press oils and sell Indian spices; see ${link('all our products', '/products')}.`,
      sources: [{ kind: 'product', id: 'catalog' }],
    };
  }
  const use = ASKS_FOR_USE.exec(question.text)?.[1];
  if (use && question.says(/\b(oils?|spices?|which|what|recommend|best|good)\b/)) {
    const suited = catalog.forUse(use);
    if (suited.length > 0) {
      return {
        topic: 'product',
        text: `From our descriptions, these suit ${use}:\n${suited.map(summary).join('\n')}`,
        sources: suited.map((product) => ({ kind: 'product', id: String(product.id) })),
      };
    }
  }
  const extreme = question.says(ASKS_CHEAPEST) ? 'cheapest' : question.says(ASKS_DEAREST) ? 'dearest' : null;
  if (extreme) {
    const pick = extremeProduct(catalog, question, extreme);
    if (pick) {
      return {
        topic: 'product',
        text: `Our ${extreme === 'cheapest' ? 'least' : 'most'} expensive ${pick.category === 'oils' ? 'oil' : 'spice'} is ${summary(pick)}`,
        sources: [{ kind: 'product', id: String(pick.id) }],
      };
    }
  }
  if (question.says(ASKS_RANGE)) {
    return { topic: 'product', text: range(catalog, question), sources: [{ kind: 'product', id: 'catalog' }] };
  }
  return null;
}
