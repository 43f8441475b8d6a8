import { distance } from 'fastest-levenshtein';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { EVERYDAY_WORDS, INGREDIENT_NAMES, INGREDIENTS_NOT_SOLD } from './shop-vocabulary.js';

/** Lower case, no accents, no punctuation but what money and ZIP codes need, single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\b(what|where|how|who|when|it|that|there|here)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9$.@+\-_ ]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ALIASES = Object.entries(INGREDIENT_NAMES).sort(([a], [b]) => b.length - a.length);

/** Replaces Indian and other names of ingredients by the English word the catalog uses. */
export function translateIngredientNames(text: string): string {
  let translated = ` ${text} `;
  // The name as typed stays beside the English word: descriptions use both ("kachi ghani oil").
  for (const [alias, english] of ALIASES) {
    // An ingredient we don't sell is named in English only, so its other name finds no product of ours.
    const keep = alias !== english && !INGREDIENTS_NOT_SOLD.includes(english);
    translated = translated.replaceAll(` ${alias} `, keep ? ` ${alias} ${english} ` : ` ${english} `);
  }
  return translated.trim();
}

/**
 * Corrects typos against the words the bot knows: a word it does not know is replaced by the one
 * known word closest to it, one edit away for short words and two for long ones, and only when
 * that word is unambiguous. Numbers, e-mail addresses and known words are left alone.
 */
export class SpellingCorrector {
  private readonly known: Set<string>;
  private readonly candidates: string[];

  /** `dictionary`: real words, which are never corrected. */
  constructor(
    vocabulary: Iterable<string>,
    private readonly dictionary: { has(word: string): boolean },
  ) {
    const aliasWords = Object.keys(INGREDIENT_NAMES).flatMap((name) => name.split(' '));
    // Everyday words are candidates too: "numbr" is number, "wht" is what.
    this.candidates = [
      ...new Set([...vocabulary, ...aliasWords, ...EVERYDAY_WORDS].filter((word) => /^[a-z]{4,}$/.test(word))),
    ];
    this.known = new Set([...this.candidates, ...aliasWords, ...EVERYDAY_WORDS]);
  }

  correct(word: string): string {
    if (word.length < 4 || this.known.has(word) || !/^[a-z]+$/.test(word) || this.dictionary.has(word)) return word;
    const allowed = word.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = allowed + 1;
    let tie = false;
    for (const candidate of this.candidates) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const edits = isOneSwapApart(word, candidate) ? 1 : distance(word, candidate);
      if (edits < bestDistance) {
        best = candidate;
        bestDistance = edits;
        tie = false;
      } else if (edits === bestDistance) {
        tie = true;
      }
    }
    return best && !tie ? best : word;
  }
}

/** Chat shorthand, read as the words it stands for. */
const SHORTHAND: Readonly<Record<string, string>> = {
  // Hindi typed in Latin letters, as shoppers mix it into English.
  mera: 'my',
  meri: 'my',
  mere: 'my',
  kab: 'when',
  kahan: 'where',
  kaha: 'where',
  kitna: 'how much',
  kitne: 'how much',
  kya: 'what',
  chahiye: 'want',
  dono: 'both',
  aur: 'and',
  nahi: 'not',
  aaya: 'came',
  hoga: 'will',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  wat: 'what',
  wats: 'whats',
  abt: 'about',
  hw: 'how',
  thnx: 'thanks',
  tnx: 'thanks',
  ty: 'thanks',
  btw: 'by the way',
  asap: 'soon',
  info: 'information',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
};

/** "cancle" and "cancel": two neighbouring letters swapped, a single slip of the fingers. */
function isOneSwapApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    second === (first as number) + 1 &&
    a[first as number] === b[second] &&
    a[second] === b[first as number]
  );
}

/** A shopper's question, read once: its words corrected, its ingredient names in English. */
export class Question {
  /** Normalised, corrected and translated, with single spaces. */
  readonly text: string;
  readonly words: readonly string[];

  constructor(
    readonly raw: string,
    speller: SpellingCorrector,
  ) {
    const corrected = normalizeText(raw)
      .split(' ')
      .filter(Boolean)
      .map((word) => SHORTHAND[word] ?? speller.correct(word));
    this.text = translateIngredientNames(corrected.join(' '));
    this.words = this.text.split(' ');
  }

  /** Whether the question matches a pattern written for the normalised text (word boundaries implied). */
  says(pattern: RegExp): boolean {
    return pattern.test(this.text);
  }

  /** The five-digit ZIP codes mentioned (ZIP+4 reads as its first five digits). */
  zipCodes(): string[] {
    return [...this.raw.matchAll(/(?<![\d$.])(\d{5})(?:-\d{4})?(?![\d.])/g)].map((match) => match[1] as string);
  }

  /** The email address typed, if any; one longer than an email can be is none (it could not be stored). */
  emailAddress(): string | undefined {
    const found = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i.exec(this.raw)?.[0];
    return found !== undefined && found.length <= FIELD_LIMITS.email ? found : undefined;
  }
}
