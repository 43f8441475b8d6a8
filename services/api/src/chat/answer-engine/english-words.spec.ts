import { englishWords } from './english-words.js';
import { Question, SpellingCorrector } from './question.js';

describe('the English dictionary the spelling corrector trusts', () => {
  const words = englishWords();

  it('holds the whole word list and finds words at both ends of it', () => {
    expect(words.size).toBeGreaterThan(270_000);
    expect(words.has('aa')).toBe(true);
    expect(words.has('zzzs')).toBe(true);
    expect(words.has('place')).toBe(true);
    expect(words.has('tumeric')).toBe(false);
    expect(words.has('')).toBe(false);
  });

  it('keeps real words and corrects only typos', () => {
    const speller = new SpellingCorrector(['turmeric', 'shipping', 'placed', 'cardamom', 'subscription'], words);
    expect(speller.correct('place')).toBe('place');
    expect(speller.correct('card')).toBe('card');
    expect(speller.correct('tumeric')).toBe('turmeric');
    expect(speller.correct('shiping')).toBe('shipping');
    expect(speller.correct('subscripton')).toBe('subscription');
  });

  it('reads contractions and Indian names in a question', () => {
    const question = new Question("What's the price of haldi?", new SpellingCorrector([], words));
    // The name as typed stays beside the English word: descriptions use both.
    expect(question.text).toBe('what is the price of haldi turmeric');
  });
});
