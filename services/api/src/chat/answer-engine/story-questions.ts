/*
 * How a question about the shop itself reads: the signals of the "about" topic that the home
 * page's story answers (story-index.ts finds the piece, answers/about-answers.ts quotes it).
 */

/** Words of these signals the spelling corrector must know, so "diffrence" and "certifcation" still match. */
export const STORY_TOPIC_WORDS: readonly string[] = (
  'difference compare comparison supermarket grocery healthier nutrients vitamin antioxidants sustainable ' +
  'certified certification freshness batches temperature preservatives additives blended story grandparents'
).split(' ');

/** A comparison word, for "is it better than", "vs", "difference between". */
const COMPARES = String.raw`(compare|compared|comparison|comparing|vs|versus|difference|different|differ|better|worse|healthier|superior|pay more|more expensive|costlier|pricier|why (so|is it|are they|are you) (so )?(expensive|pricey|costly))`;
/** Oil from elsewhere, as shoppers name it: "supermarket oil", "walmart", "refined oil". */
const OTHER_OILS = String.raw`(supermarket|super market|grocery|store bought|walmart|costco|kroger|publix|aldi|amazon|whole foods|trader joes|indian stores?|sams club|big box|generic|conventional|other brands?|brand name|(regular|normal|ordinary|refined|commercial|cheap|cheaper|mass produced) (cooking )?oils?|vegetable oil|refined)`;

/** A question comparing our oil with oil from a supermarket or another brand (not one of ours with another). */
export const COMPARES_WITH_OTHER_OILS = new RegExp(
  String.raw`\b${COMPARES}\b.*\b${OTHER_OILS}\b|\b${OTHER_OILS}\b.*\b${COMPARES}\b`,
);

/** "Why should I choose you?": the home page's Why Choose Us section answers it. */
export const ASKS_WHY_CHOOSE_US =
  /\b(why (should|would) (i|we) (choose|pick|buy from|trust|go with)|why choose|why (buy|shop) (from|with)|what makes (you|your) [a-z ]{0,20}(different|special|better|unique)|(what is|whats) (so )?special about (you|your))\b/;

/** "What's your story?": the home page's Our Story section answers it. */
export const ASKS_OUR_STORY =
  /\b(story|history of (the |your )?(shop|company|business|brand)|background|how (did|do) you (guys )?(start|begin|get started)|(why|when) did you (guys )?(start|begin)|family (business|run|owned)|grandparents)\b/;

const SHOP_SIGNALS: readonly string[] = [
  ASKS_WHY_CHOOSE_US.source,
  ASKS_OUR_STORY.source,
  // Another certification (halal, kosher) is not one the shop publishes: no answer is better than ours.
  String.raw`organic|usda|(?<!(halal|kosher|vegan|gmo|fair trade) )certifi(ed|cation|cations|cate|cates)(?! (halal|kosher|vegan|non gmo|gmo|fair trade))`,
  String.raw`(seeds?|spices?|ingredients?|raw materials?) (come|comes|coming|sourced|from|grown|procured)|where do (you|u) (get|source|buy|find) (your |the )?(seeds?|spices?|ingredients?)|who grows|which farms?|farmers?|farms?|sourcing|sourced|(oils?|products?|they) (come|comes) from`,
  String.raw`pressing|(hot|heat|expeller|machine|cold|wood|wooden|stone) pressed|how (is|are|was|were) ([a-z]+ ){0,3}(pressed|made|extracted|produced)|how (do|does) (you|they) (guys )?(make|press|extract|produce)|process (to|of|for) (make|making|press|pressing)|(production|pressing|making) process|expeller|wood(en)? press|traditional|temperature|hexane|extract(ed|ion)?|heat(ed|ing)? (the )?(seeds?|oils?)|(use|uses|using|any|add|added) heat|heated`,
  String.raw`pure|purity|blended|blending|(mixed|cut) (in|with)|any other oils?|adulterat[a-z]*|diluted|(add|added|adding|put) (anything|something|stuff)|anything (added|else in)`,
  String.raw`how fresh|freshness|freshly|fresh (pressed|made)|small batch(e?s)?|batch(e?s)|on demand|made to order|pre made|premade|sitting|warehouse|how old is|(press|make|made|pressed) (it |them |the oil )?(after|when|once) (i|you) order`,
  String.raw`promise|your quality|quality (promise|standards?)`,
  String.raw`vitamin e|vitamins?|antioxidants?|nutrients?|nutrition(al)?|nutritious|healthier|healthy|good for (you|health|your health)`,
  String.raw`about (this|the) (shop|store|company|business)|your (company|brand)`,
  String.raw`sustainab[a-z]*|eco ?friendly|eco|environment(al|ally)?|planet|ethical`,
  String.raw`(taste|tastes|flavou?r|aroma|smell|smells) (different|better|any different)|(taste|flavou?r) difference`,
];

/**
 * Questions about the shop itself, which its home page answers: organic and certified, where the
 * seeds come from, how the oil is pressed, what is (not) in it, how fresh it is, its nutrients,
 * the shop's story, sustainability, taste, why choose us.
 */
export const ASKS_ABOUT_THE_SHOP = new RegExp(
  String.raw`\b(${SHOP_SIGNALS.map((signal) => `(${signal})`).join('|')})\b`,
);
