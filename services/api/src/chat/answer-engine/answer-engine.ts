import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { shopDate } from '../../common/shop-calendar.js';
import { ProductsService } from '../../catalog/products.service.js';
import { DeliveryAreaService } from '../../delivery/delivery-area.service.js';
import { OrdersService } from '../../orders/orders.service.js';
import { SubscriptionPlansService } from '../../subscriptions/subscription-plans.service.js';
import { SubscriptionsService } from '../../subscriptions/subscriptions.service.js';
import type { Answer, AnswerContext, AnswerPart, Conversation, Topic } from './answer.js';
import {
  answerOrders,
  answerSubscriptions,
  orderChangeNote,
  ORDERS_SHIP_IN,
  signInFirst,
} from './answers/account-answers.js';
import {
  answerGreeting,
  answerThanks,
  answerUnknown,
  handoffAlreadyOpen,
  handoffAsksEmail,
  handoffDeclined,
  handoffOpened,
  STILL_NEED_EMAIL,
} from './answers/conversation-answers.js';
import {
  answerDeliveryArea,
  answerFarAway,
  answerIncompleteZip,
  answerTown,
  answerZipCodes,
} from './answers/delivery-answers.js';
import {
  answerDeliveryWindows,
  askForDeliveryZip,
  previousWindowQuestion,
  type ZipFrom,
} from './answers/delivery-window-answers.js';
import { answerPlans, answerSubscriptionHelp } from './answers/plan-answers.js';
import { answerAbout } from './answers/about-answers.js';
import { answerBusiness, answerContact, answerReturns, answerShipping } from './answers/policy-answers.js';
import { answerOrdering } from './answers/ordering-answers.js';
import { answerProducts, NOT_FOUND } from './answers/product-answers.js';
import { askedDays } from './asked-days.js';
import { CatalogIndex, catalogSignature } from './catalog-index.js';
import { DeliveryWindowLookup } from './delivery-window-facts.js';
import { PolicyIndex } from './policy-index.js';
import { StoryIndex } from './story-index.js';
import { englishWords } from './english-words.js';
import { normalizeText, Question, SpellingCorrector } from './question.js';
import { EVERYDAY_WORDS, PRODUCT_STOP_WORDS } from './shop-vocabulary.js';
import { COMPARES_WITH_OTHER_OILS, STORY_TOPIC_WORDS } from './story-questions.js';
import { detectTopics, TOPIC_WORDS } from './topic-detection.js';

type PlaceAsked =
  | { kind: 'nearby'; name: string; zipCode: string }
  | { kind: 'town'; placeName: string; stateCode: string; zipCode: string }
  | { kind: 'state'; code: string; name: string };

/** The order answers are given in when one message asks several things. */
const ANSWER_ORDER: readonly Topic[] = [
  'handoff',
  'my-orders',
  'my-subscription',
  'subscription-help',
  'plans',
  'product',
  'about',
  'delivery-window',
  'delivery-area',
  'shipping',
  'returns',
  'ordering',
  'business',
  'contact',
];

const EVERYDAY = new Set(EVERYDAY_WORDS);

/** Before a town whose name is also an English word ("Canton", "Sugar"), one of these says it is a place. */
const PLACE_PREPOSITIONS = new Set(['to', 'in', 'near', 'around', 'at', 'from', 'of']);

/**
 * A short question that names nothing continues the previous answer's subject: "and how much is
 * it?" after a plan, "when does it renew?" after the shopper's box, "what email do I send it to?"
 * after the returns policy, "which one has the free spices?" after the plans.
 */
function followUpTopics(topics: Set<Topic>, question: Question, context: AnswerContext): void {
  const previous = context.previousSources ?? [];
  const refers =
    question.words.length <= 9 &&
    question.says(/\b(it|its|that|this|those|one|ones|how much|price|cost|bigger|smaller|larger|cheaper)\b/);
  if (!refers) return;
  const onlyWeak = [...topics].every((topic) => topic === 'product' || topic === 'contact' || topic === 'shipping');
  const aboutPlans = previous.some((source) => source.kind === 'plan');
  if (aboutPlans && (topics.size === 0 || (onlyWeak && question.says(/\b(one|ones|bigger|smaller|larger)\b/)))) {
    topics.clear();
    topics.add('plans');
  } else if (topics.size > 0 && !onlyWeak) {
    return;
  } else if (previous.some((source) => source.kind === 'subscription') && topics.size === 0) {
    topics.add('my-subscription');
  } else if (previous.some((source) => source.kind === 'order') && topics.size === 0) {
    topics.add('my-orders');
  } else if (previous.some((source) => source.kind === 'policy' && source.id.startsWith('returns'))) {
    topics.clear();
    topics.add('returns');
  }
}

/** The ids of one kind of record the conversation's previous answer was about. */
function previousIds(context: AnswerContext, kind: 'plan' | 'product'): number[] {
  return (context.previousSources ?? []).filter((source) => source.kind === kind).map((source) => Number(source.id));
}

function titleCase(name: string): string {
  return name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

const DELIVERY_WORDS =
  /\b(deliver|delivers|delivered|delivery|deliveries|ship|ships|shipping|send|sent|area|zone|radius|live|lives|moved|move|come|service)\b/;

const FAR_AWAY =
  /\b(internationally|international|overseas|abroad|worldwide|nationwide|out of state|other states|canada|mexico|india|uk|england|europe|another country)\b/;

const ASKS_WHEN = /\b(when|arrive|arrives|arriving|how long|ship|shipped|deliver|delivered)\b/;

/** "I don't know" this many times in a row hands the conversation to a person. */
const MISUNDERSTANDINGS_BEFORE_HANDOFF = 2;

const DECLINES = /^(no|nope|no thanks|no thank you|never mind|nevermind|cancel|not now|dont|do not)\b/;

/**
 * The support chat's answers, from the shop's own data only: the catalog and plans as they are in
 * the database, the delivery-area check, the policy pages' text, and a signed-in shopper's own
 * orders and boxes. Each part of an answer records where its facts came from; a question nothing
 * answers gets "I don't know", never a guess.
 */
@Injectable()
export class AnswerEngine {
  private readonly logger = new Logger(AnswerEngine.name);
  private readonly policies = new PolicyIndex();
  private readonly story = new StoryIndex();
  private readonly placeLookups = new WeakMap<Question, Promise<PlaceAsked | undefined>>();
  private catalogIndex: CatalogIndex | undefined;
  private speller: SpellingCorrector | undefined;

  constructor(
    private readonly products: ProductsService,
    private readonly plans: SubscriptionPlansService,
    private readonly deliveryArea: DeliveryAreaService,
    private readonly orders: OrdersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly deliveryWindows: DeliveryWindowLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async answer(message: string, context: AnswerContext): Promise<Answer> {
    const catalog = await this.catalog();
    const question = new Question(message, this.speller as SpellingCorrector);
    const conversation: Conversation = { ...context.conversation };

    if (conversation.handoffState === 'awaiting-email') {
      const email = question.emailAddress();
      if (email)
        return this.reply([handoffOpened(email, context.now, false)], {
          ...conversation,
          handoffState: 'open',
          handoffEmail: email,
          misunderstandings: 0,
        });
      if (question.says(DECLINES)) return this.reply([handoffDeclined()], { ...conversation, handoffState: 'none' });
    }

    const topics = detectTopics(question);
    if (await this.asksAboutAPlace(question)) topics.add('delivery-area');
    // "And how much is it?" after an answer about a plan is about that plan.
    followUpTopics(topics, question, context);
    // "And Saturday?" or just "30041" after an answer about delivery windows.
    if (await this.continuesDeliveryWindows(topics, question, context)) {
      topics.clear();
      topics.add('delivery-window');
    }
    const parts: AnswerPart[] = [];
    const previousProducts = (context.previousSources ?? [])
      .filter((source) => source.kind === 'product')
      .map((source) => catalog.products.get(Number(source.id)))
      .filter((product) => product !== undefined);
    // "Is it organic?" after a product is about that product, and how it is made.
    const onlyAboutTheShop = [...topics].every((topic) => topic === 'about');
    const productPart = answerProducts(question, catalog, onlyAboutTheShop ? previousProducts : []);
    // "What oils are in my box?" is about the shopper's box, not a request for the whole catalog.
    const isWholeCatalog = productPart?.sources.some((source) => source.id === 'catalog') ?? false;
    const isNotFound = productPart?.sources.some((source) => source.id === NOT_FOUND) ?? false;
    const aboutBoxesOrOrders = ['my-subscription', 'my-orders', 'plans', 'subscription-help'].some((topic) =>
      topics.has(topic as Topic),
    );
    // "What oils are in my box?" is about the box, not a request for the whole catalog; "do you
    // have delivery on Sundays?" is not a product we failed to find.
    // "What makes you better than store oil?" is about the shop, not a request for the whole catalog.
    const aboutTheShop = topics.has('about') && !question.says(ASKS_FOR_PRODUCTS);
    const dropProduct = (isWholeCatalog && (aboutBoxesOrOrders || aboutTheShop)) || (isNotFound && topics.size > 0);
    if (productPart && !dropProduct) topics.add('product');
    settleOverlaps(topics, question, productPart !== null && !dropProduct && !isWholeCatalog && !isNotFound);
    // The policy sections are searched only when no rule answers, and then once.
    let policyMatch: AnswerPart | null | undefined;
    const bestPolicy = () =>
      policyMatch === undefined ? (policyMatch = this.policies.best(question.text)) : policyMatch;

    if (
      topics.has('handoff') ||
      (conversation.misunderstandings + 1 >= MISUNDERSTANDINGS_BEFORE_HANDOFF && topics.size === 0 && !bestPolicy())
    ) {
      return this.handOff(conversation, context, !topics.has('handoff'));
    }

    for (const topic of ANSWER_ORDER.filter((candidate) => topics.has(candidate))) {
      const part = topic === 'product' ? productPart : await this.answerTopic(topic, question, context);
      if (part) parts.push(part);
    }
    // "Hello, is the chilli hot?": a greeting before the answers.
    if (parts.length > 0 && topics.has('greeting')) parts.unshift({ topic: 'greeting', text: 'Hello!', sources: [] });
    if (parts.length > 0 && topics.has('thanks') && question.says(/^(thanks|thank you|thank u|thx|ty)\b/)) {
      parts.unshift({ topic: 'thanks', text: "You're welcome!", sources: [] });
    }
    const policy = parts.length === 0 ? bestPolicy() : null;
    if (policy) parts.push(policy);
    if (parts.length === 0 && topics.has('thanks')) parts.push(answerThanks());
    if (parts.length === 0 && topics.has('greeting')) parts.push(answerGreeting(context.asker?.firstName || undefined));
    if (parts.length === 0) {
      return this.reply([answerUnknown()], { ...conversation, misunderstandings: conversation.misunderstandings + 1 });
    }
    if (conversation.handoffState === 'awaiting-email')
      parts.push({ topic: 'handoff', text: STILL_NEED_EMAIL, sources: [] });
    return this.reply(parts, { ...conversation, misunderstandings: 0 });
  }

  private handOff(conversation: Conversation, context: AnswerContext, becauseStuck: boolean): Answer {
    if (conversation.handoffState === 'open')
      return this.reply([handoffAlreadyOpen(conversation.handoffEmail, context.now)], conversation);
    if (context.asker) {
      return this.reply([handoffOpened(context.asker.email, context.now, becauseStuck)], {
        handoffState: 'open',
        handoffEmail: context.asker.email,
        misunderstandings: 0,
      });
    }
    return this.reply([handoffAsksEmail(becauseStuck)], {
      ...conversation,
      handoffState: 'awaiting-email',
      misunderstandings: 0,
    });
  }

  private async answerTopic(topic: Topic, question: Question, context: AnswerContext): Promise<AnswerPart | null> {
    const { asker } = context;
    switch (topic) {
      case 'my-orders': {
        const part = asker
          ? answerOrders(await this.orders.list(asker.userId))
          : signInFirst('my-orders', 'your orders', '/orders', question.says(ASKS_WHEN) ? ORDERS_SHIP_IN : '');
        const wantsChange = question.says(/\b(cancel|change|modify|edit|update|add to)\b/);
        return wantsChange ? { ...part, text: `${part.text}\n${orderChangeNote()}` } : part;
      }
      case 'my-subscription':
        return asker
          ? answerSubscriptions(await this.subscriptions.list(asker.userId))
          : signInFirst('my-subscription', 'your subscription boxes', '/subscriptions/manage');
      case 'subscription-help':
        return answerSubscriptionHelp(question, this.config.subscriptions.cutoffHours, asker !== null);
      case 'plans': {
        const plans = await this.plans.list();
        const previous = plans.filter((plan) => previousIds(context, 'plan').includes(plan.id));
        return answerPlans(question, plans, previous);
      }
      case 'delivery-area':
        return this.answerDelivery(question);
      case 'delivery-window':
        return this.answerDeliveryWindow(question, context);
      case 'shipping':
        return answerShipping(question);
      case 'returns':
        return answerReturns(question);
      case 'contact':
        return answerContact();
      case 'business':
        return answerBusiness();
      case 'ordering':
        return answerOrdering(question, this.orders.paymentMethods());
      case 'about':
        return answerAbout(question, this.story);
      default:
        return null;
    }
  }

  private async answerDelivery(question: Question): Promise<AnswerPart> {
    const zipCodes = question.zipCodes().slice(0, 3);
    if (zipCodes.length === 0) return this.answerPlace(question);
    const results = await Promise.all(
      zipCodes.map((zipCode) =>
        this.deliveryArea.check(zipCode).catch((error: unknown) => {
          if (error instanceof ShopError) return { zipCode, unknown: true as const };
          throw error;
        }),
      ),
    );
    return answerZipCodes(results);
  }

  /**
   * "When can you deliver to 30041?", "can I get it Saturday?": the live windows of the ZIP asked
   * about, else of a town named, else of the ZIP the conversation was about, else of the
   * signed-in shopper's latest order; failing all, it asks for the ZIP.
   */
  private async answerDeliveryWindow(question: Question, context: AnswerContext): Promise<AnswerPart> {
    const previous = previousWindowQuestion(context.previousSources ?? []);
    const named = askedDays(question, shopDate(context.now));
    const days = named.length ? named : (previous?.days ?? []);
    const windowsOf = async (zipCode: string, zipFrom: ZipFrom) =>
      answerDeliveryWindows(await this.deliveryWindows.forZip(zipCode, days), zipFrom, days, context.now);
    const [zipCode] = question.zipCodes();
    if (zipCode) return windowsOf(zipCode, { from: 'question' });
    const asWindowAnswer = (part: AnswerPart): AnswerPart => ({ ...part, topic: 'delivery-window' });
    if (question.says(/\b(to|zip|code)\s+\d{3,4}\b/)) return asWindowAnswer(answerIncompleteZip());
    const place = await this.placeAsked(question);
    if (place?.kind === 'nearby') return windowsOf(place.zipCode, { from: 'town', town: titleCase(place.name) });
    if (place?.kind === 'town' && place.stateCode === 'GA')
      return windowsOf(place.zipCode, { from: 'town', town: place.placeName });
    if (place?.kind === 'town') return asWindowAnswer(answerFarAway(`${place.placeName}, ${place.stateCode}`));
    if (place?.kind === 'state' && place.code !== 'GA') return asWindowAnswer(answerFarAway(place.name));
    if (previous?.zipCode) return windowsOf(previous.zipCode, { from: 'question' });
    const accountZip = context.asker ? await this.deliveryWindows.zipOf(context.asker.userId) : undefined;
    if (accountZip) return windowsOf(accountZip, { from: 'account' });
    return askForDeliveryZip(days);
  }

  /**
   * A short message right after an answer about windows that names only a ZIP, a place or a day
   * ("30041", "and Alpharetta?", "what about Saturday?") asks the same about it.
   */
  private async continuesDeliveryWindows(
    topics: ReadonlySet<Topic>,
    question: Question,
    context: AnswerContext,
  ): Promise<boolean> {
    if (!previousWindowQuestion(context.previousSources ?? []) || question.words.length > 8) return false;
    const weak = new Set<Topic>(['delivery-window', 'delivery-area', 'shipping', 'contact', 'greeting']);
    if (![...topics].every((topic) => weak.has(topic))) return false;
    if (question.zipCodes().length > 0 || askedDays(question, shopDate(context.now)).length > 0) return true;
    const place = await this.placeAsked(question);
    return place?.kind === 'nearby' || place?.kind === 'town';
  }

  /** "Do you deliver to Alpharetta / Texas / Canada?": a town or county of Georgia is checked, anything farther is a no. */
  private async answerPlace(question: Question): Promise<AnswerPart> {
    if (question.says(/\b(how far|how many miles|what radius|which areas|what areas|where do you (deliver|ship))\b/)) {
      return answerDeliveryArea();
    }
    if (question.says(/\b(to|zip|code)\s+\d{3,4}\b/)) return answerIncompleteZip();
    const place = await this.placeAsked(question);
    if (place?.kind === 'nearby')
      return answerTown(titleCase(place.name), await this.deliveryArea.check(place.zipCode));
    if (place?.kind === 'town' && place.stateCode === 'GA') {
      return answerTown(place.placeName, await this.deliveryArea.check(place.zipCode));
    }
    if (place?.kind === 'town') return answerFarAway(`${place.placeName}, ${place.stateCode}`);
    if (place?.kind === 'state' && place.code !== 'GA') return answerFarAway(place.name);
    if (question.says(FAR_AWAY)) return answerFarAway('places outside Georgia');
    return answerDeliveryArea();
  }

  /** A ZIP code, or a town or state with a word about delivery: "flowery branch 30542 - in your area?". */
  private async asksAboutAPlace(question: Question): Promise<boolean> {
    if (question.zipCodes().length > 0 && !question.says(/\b(order|orders|#)\s*\d{5}\b/)) return true;
    return question.says(DELIVERY_WORDS) && (await this.placeAsked(question)) !== undefined;
  }

  /**
   * The place a question names, looked up once per question (topic detection and the delivery
   * answer both need it): a town or county near us, else a US town after "to" or "in", else a state.
   */
  private placeAsked(question: Question): Promise<PlaceAsked | undefined> {
    let lookup = this.placeLookups.get(question);
    if (!lookup) {
      lookup = (async (): Promise<PlaceAsked | undefined> => {
        const nearby = await this.placeNamed(question);
        if (nearby) return { kind: 'nearby', ...nearby };
        const town = await this.townAnywhere(question);
        if (town) return { kind: 'town', ...town };
        const state = await this.deliveryArea.stateNamed(question.text);
        return state ? { kind: 'state', ...state } : undefined;
      })();
      this.placeLookups.set(question, lookup);
    }
    return lookup;
  }

  /** A US town named after "to", "in", "near" or "around" ("my son lives in Savannah", "to chattanooga tn"). */
  private async townAnywhere(question: Question) {
    const words = question.text.split(' ');
    for (let start = 1; start < words.length; start += 1) {
      if (!PLACE_PREPOSITIONS.has(words[start - 1] ?? '')) continue;
      for (let length = 3; length > 0; length -= 1) {
        if (start + length > words.length) continue;
        const name = words.slice(start, start + length).join(' ');
        // After "to" or "in", a dictionary word may be a town ("Savannah"), but not an everyday one ("in stock").
        if (length === 1 && (name.length <= 3 || EVERYDAY.has(name) || PRODUCT_STOP_WORDS.has(name))) continue;
        const town = await this.deliveryArea.findTownAnywhere(name);
        if (town) return town;
      }
    }
    return undefined;
  }

  /** The nearest-matching town or county the question names, longest name first ("forsyth county" before "forsyth"). */
  private async placeNamed(question: Question): Promise<{ name: string; zipCode: string } | undefined> {
    const places = await this.deliveryArea.placesNearby();
    const words = normalizeText(question.raw).split(' ');
    for (let length = 3; length > 0; length -= 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const name = words.slice(start, start + length).join(' ');
        const zipCode = places.get(name);
        const isWord = length === 1 && englishWords().has(name);
        if (zipCode && (!isWord || PLACE_PREPOSITIONS.has(words[start - 1] ?? ''))) return { name, zipCode };
      }
    }
    return undefined;
  }

  private reply(parts: AnswerPart[], conversation: Conversation): Answer {
    return {
      text: parts.map((part) => part.text).join('\n\n'),
      topics: [...new Set(parts.map((part) => part.topic))],
      sources: parts.flatMap((part) => part.sources),
      conversation,
    };
  }

  /**
   * The catalog's search index, rebuilt when the products' names or descriptions change. Prices
   * and stock are read fresh for every question either way.
   */
  private async catalog(): Promise<CatalogIndex> {
    const products = await this.products.listDetailed();
    const signature = catalogSignature(products);
    if (this.catalogIndex?.signature !== signature) {
      this.logger.log(`Indexing ${products.length} products for the support chat`);
      this.speller = new SpellingCorrector(
        [
          ...TOPIC_WORDS,
          ...STORY_TOPIC_WORDS,
          ...products.flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/)),
          ...this.policies.vocabulary(),
          ...this.story.vocabulary(),
        ],
        englishWords(),
      );
    }
    this.catalogIndex = new CatalogIndex(
      products,
      signature,
      this.catalogIndex?.signature === signature ? this.catalogIndex : undefined,
    );
    return this.catalogIndex;
  }
}

/** With a product named, "is the sesame oil organic / cold pressed?" still asks how it is made. */
const ABOUT_THE_MAKING =
  /\b(cold pressed|organic|usda|refined|how (is|are) .* made|pressing|traditional|blended|preservatives|additives|how fresh|freshness|small batch(es)?)\b/;

/** Words that ask for products themselves, not about the shop that makes them. */
const ASKS_FOR_PRODUCTS = /\b(sell|sells|carry|stock|have|got|available|buy|price|prices|cost|list|range|catalog)\b/;

const SELLING_TO_A_BUSINESS =
  /\b(wholesale|bulk|supply|supplying|stock|sell|selling|partner|partnership|retailer|distributor)\b/;

/** What a question about windows may also ask: the price or time of shipping, how to reach us. */
const ASKS_SHIPPING_TOO =
  /\b(how long|how many days|business days|same day|cost|costs|fee|fees|free|how much|charge|minimum)\b/;
const ASKS_CONTACT_TOO = /\b(phone|call|email|contact|reach|open|hours|support)\b/;

/**
 * "My next delivery" is the shopper's own order or box; otherwise the windows' answer already says
 * whether the ZIP is in the area and what a weekday brings, so those answers go unless asked too.
 */
function settleDeliveryWindows(topics: Set<Topic>, question: Question): void {
  if (!topics.has('delivery-window')) return;
  if (topics.has('my-orders') || topics.has('my-subscription') || topics.has('subscription-help')) {
    topics.delete('delivery-window');
    return;
  }
  topics.delete('delivery-area');
  if (!question.says(ASKS_SHIPPING_TOO)) topics.delete('shipping');
  if (!question.says(ASKS_CONTACT_TOO)) topics.delete('contact');
}

/**
 * When one signal explains another, the weaker goes: "where is my order" mentions delivery but is
 * about the order; "my order arrived broken" is a return; a ZIP code question is not a question
 * about shipping times.
 */
function settleOverlaps(topics: Set<Topic>, question: Question, namedProduct: boolean): void {
  if (topics.has('returns') || topics.has('ordering')) topics.delete('my-orders');
  // "You sent me the wrong spice" is a return, not a question about shipping.
  if (topics.has('returns') && !question.says(/\b(shipping|ship|how long|postage|delivery (cost|time))\b/)) {
    topics.delete('shipping');
  }
  // "How much is delivery if my order is $40?" asks about shipping, not about an order of theirs.
  if (topics.has('shipping') && question.says(/\$\s?\d/)) topics.delete('my-orders');
  // "If I subscribe, can I pick the oils?" comes from someone choosing a plan.
  const choosingAPlan =
    question.says(/\b(if i|would i|when i|before i) (subscribe|sign up|join)\b|\bor is it fixed\b/) ||
    (question.says(/\b(can|do|could) i (pick|choose|select)\b/) && !question.says(/\bmy\b/));
  if (topics.has('subscription-help') && choosingAPlan) {
    topics.delete('subscription-help');
    topics.add('plans');
  }
  if (topics.has('ordering') && !question.says(/\b(how long|cost|fee|free|shipping cost)\b/)) topics.delete('shipping');
  if (topics.has('my-orders')) {
    topics.delete('shipping');
    topics.delete('delivery-area');
  }
  const asksPlanPrice =
    question.says(/\b(how much|price|cost|costs)\b/) && question.says(/\b(box|plan|subscription)\b/);
  if ((topics.has('my-subscription') || topics.has('subscription-help')) && !asksPlanPrice) {
    topics.delete('plans');
  }
  if (topics.has('my-subscription') || topics.has('subscription-help')) {
    topics.delete('shipping');
    topics.delete('delivery-area');
  }
  settleDeliveryWindows(topics, question);
  if (topics.has('subscription-help') && !question.says(/\b(when|status|renew|renews|what oils|which oils)\b/)) {
    topics.delete('my-subscription');
  }
  // A ZIP code answer already states the shipping rule; only a question about timing also needs shipping.
  if (topics.has('delivery-area') && !question.says(/\b(how long|days|when|how soon|how fast)\b/))
    topics.delete('shipping');
  if (topics.has('plans') && namedProduct && !question.says(/\b(subscriptions?|subscribe|plans?)\b/))
    topics.delete('plans');
  if (namedProduct && topics.has('about') && !question.says(ABOUT_THE_MAKING)) topics.delete('about');
  // "Your oil vs grocery store oil" compares oils; it does not ask to sell to a grocery store.
  if (topics.has('about') && question.says(COMPARES_WITH_OTHER_OILS) && !question.says(SELLING_TO_A_BUSINESS))
    topics.delete('business');
  if (topics.has('business')) {
    topics.delete('contact');
    topics.delete('plans');
  }
}
