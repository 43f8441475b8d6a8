import { FREE_DELIVERY_RADIUS_MILES } from '@shop/contracts/constants';
import type { DeliveryArea } from '@shop/contracts/delivery-area';
import { freeShippingNote } from '@shop/contracts/money';
import { DELIVERY_AREA_LINES } from '@shop/contracts/shop-policies';
import type { AnswerPart } from '../answer.js';
import { link } from './format.js';

const AREA_WORDS: Record<Exclude<DeliveryArea['area'], 'outside'>, string> = {
  primary: 'our primary delivery area',
  full: 'Forsyth County, where we have full coverage',
  extended: `our extended service area (within ${FREE_DELIVERY_RADIUS_MILES} miles of Cumming)`,
};

/** The answer for each ZIP code asked about, from the same check as the home page's ZIP form. */
export function answerZipCodes(results: readonly (DeliveryArea | { zipCode: string; unknown: true })[]): AnswerPart {
  const lines = results.map((result) => {
    if ('unknown' in result) return `I couldn't find ZIP code ${result.zipCode}. Please check it and ask again.`;
    const place = [result.placeName, result.stateCode].filter(Boolean).join(', ');
    if (result.area === 'outside') {
      return `Sorry, we don't deliver to ${result.zipCode}${place ? ` (${place})` : ''} yet: it is ${result.distanceMiles} miles from Cumming, and we deliver within ${FREE_DELIVERY_RADIUS_MILES} miles.`;
    }
    return `Yes, we deliver to ${result.zipCode}${place ? ` (${place})` : ''}: it is in ${AREA_WORDS[result.area]}.`;
  });
  if (results.some((result) => !('unknown' in result) && result.area !== 'outside')) lines.push(freeShippingNote());
  return {
    topic: 'delivery-area',
    text: lines.join('\n'),
    sources: results.map((result) => ({ kind: 'delivery-area', id: result.zipCode })),
  };
}

/** A town in Georgia, checked by the first ZIP code of its post office. */
export function answerTown(town: string, result: DeliveryArea): AnswerPart {
  const verdict =
    result.area === 'outside'
      ? `Sorry, we don't deliver to ${town}: it is ${result.distanceMiles} miles from Cumming, and we deliver within ${FREE_DELIVERY_RADIUS_MILES} miles.`
      : `Yes, we deliver to ${town}: it is in ${AREA_WORDS[result.area]}.`;
  return {
    topic: 'delivery-area',
    text: `${verdict} Tell me your ZIP code to be sure about your street (I checked ${result.zipCode}).`,
    sources: [{ kind: 'delivery-area', id: result.zipCode }],
  };
}

export function answerIncompleteZip(): AnswerPart {
  return {
    topic: 'delivery-area',
    text: 'That ZIP code looks incomplete: please tell me all 5 digits (for example 30041) and I will check it.',
    sources: [],
  };
}

/** Another state, another country: outside the area, said plainly. */
export function answerFarAway(place: string): AnswerPart {
  return {
    topic: 'delivery-area',
    text: `Sorry, we don't deliver to ${place}. We deliver ourselves, within ${FREE_DELIVERY_RADIUS_MILES} miles of Cumming, GA; we don't ship to other states or abroad.`,
    sources: [{ kind: 'policy', id: 'shipping-area' }],
  };
}

/** Where we deliver, when the shopper named a place rather than a ZIP code. */
export function answerDeliveryArea(): AnswerPart {
  return {
    topic: 'delivery-area',
    text: `We deliver ourselves around Cumming, GA:\n${DELIVERY_AREA_LINES.map((line) => `• ${line}`).join('\n')}\nTell me your ZIP code (for example "do you deliver to 30041?") and I'll check it. ${link('Shipping Info', '/shipping')}`,
    sources: [{ kind: 'policy', id: 'shipping-area' }],
  };
}
