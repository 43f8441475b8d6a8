import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * The English dictionary of the `word-list` package (about 274,000 words), so the spelling
 * corrector leaves real words alone ("place" is not a typo of "placed", "card" not of
 * "cardamom"). Held as one sorted string with word offsets and searched by bisection: about 4 MB
 * instead of the 31 MB a Set of the same words takes.
 */
export class EnglishWords {
  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
  ) {}

  static load(path: string = wordListPath): EnglishWords {
    const words = readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const starts = new Uint32Array(words.length + 1);
    let offset = 0;
    words.forEach((word, index) => {
      starts[index] = offset;
      offset += word.length + 1;
    });
    starts[words.length] = offset;
    return new EnglishWords(words.join('\n') + '\n', starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.text.slice(this.starts[middle], (this.starts[middle + 1] as number) - 1);
      if (candidate === word) return true;
      if (candidate < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

let shared: EnglishWords | undefined;

/** The dictionary, read on first use and kept for the life of the process. */
export function englishWords(): EnglishWords {
  shared ??= EnglishWords.load();
  return shared;
}
