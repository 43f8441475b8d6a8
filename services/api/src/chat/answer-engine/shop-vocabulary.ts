/**
 * The words shoppers use for our ingredients: Hindi and other Indian names, regional names and
 * common English variants, each mapped to the English word our catalog uses. Multi-word names
 * come first so "kachi ghani" is read before "ghani".
 */
export const INGREDIENT_NAMES: Readonly<Record<string, string>> = {
  'kachi ghani': 'mustard',
  'kadugu ennai': 'mustard oil',
  'nalla ennai': 'sesame oil',
  'thengai ennai': 'coconut oil',
  'tej patta': 'bay leaf',
  'kali miri': 'pepper',
  'kacchi ghani': 'mustard',
  'kachchi ghani': 'mustard',
  'sarson ka tel': 'mustard oil',
  'til ka tel': 'sesame oil',
  'nariyal tel': 'coconut oil',
  'nariyal ka tel': 'coconut oil',
  'lal mirch': 'chili',
  'kali mirch': 'pepper',
  'garam masala': 'garam masala',
  'black seed': 'nigella',
  'lady finger': 'okra',
  haldi: 'turmeric',
  pasupu: 'turmeric',
  kalimirch: 'pepper',
  kalimirchi: 'pepper',
  lalmirch: 'chili',
  milagu: 'pepper',
  miriyalu: 'pepper',
  peppercorn: 'pepper',
  peppercorns: 'pepper',
  kadugu: 'mustard',
  kirambu: 'cloves',
  lavangalu: 'cloves',
  jeeragam: 'cumin',
  jeelakarra: 'cumin',
  menthulu: 'fenugreek',
  inguva: 'asafoetida',
  yelakulu: 'cardamom',
  dhaniyalu: 'coriander',
  kothamalli: 'coriander',
  kobbari: 'coconut',
  nuvvula: 'sesame',
  nuvvulu: 'sesame',
  halad: 'turmeric',
  manjal: 'turmeric',
  jeera: 'cumin',
  jira: 'cumin',
  zeera: 'cumin',
  jeerakam: 'cumin',
  methi: 'fenugreek',
  menthi: 'fenugreek',
  vendhayam: 'fenugreek',
  til: 'sesame',
  gingelly: 'sesame',
  gingili: 'sesame',
  nallennai: 'sesame',
  ellu: 'sesame',
  sarson: 'mustard',
  sarso: 'mustard',
  rai: 'mustard',
  elaichi: 'cardamom',
  elachi: 'cardamom',
  ilaichi: 'cardamom',
  elakkai: 'cardamom',
  dhania: 'coriander',
  dhaniya: 'coriander',
  cilantro: 'coriander',
  hing: 'asafoetida',
  heeng: 'asafoetida',
  perungayam: 'asafoetida',
  asafetida: 'asafoetida',
  mirch: 'chili',
  mirchi: 'chili',
  chilli: 'chili',
  chile: 'chili',
  laung: 'cloves',
  lavang: 'cloves',
  lavanga: 'cloves',
  clove: 'cloves',
  nariyal: 'coconut',
  khopra: 'coconut',
  copra: 'coconut',
  thengai: 'coconut',
  moongphali: 'peanut',
  mungfali: 'peanut',
  moongfali: 'peanut',
  groundnut: 'peanut',
  shengdana: 'peanut',
  kadalai: 'peanut',
  verkadalai: 'peanut',
  peanuts: 'peanut',
  badam: 'almond',
  almonds: 'almond',
  alsi: 'flaxseed',
  flax: 'flaxseed',
  linseed: 'flaxseed',
  arandi: 'castor',
  erandi: 'castor',
  kusum: 'safflower',
  kardi: 'safflower',
  surajmukhi: 'sunflower',
  // Ingredients we do not sell, so the bot can say so instead of guessing.
  dalchini: 'cinnamon',
  saunf: 'fennel',
  ajwain: 'carom',
  kesar: 'saffron',
  kalonji: 'nigella',
  amchur: 'mango powder',
  adrak: 'ginger',
  sonth: 'ginger',
  lehsun: 'garlic',
  jaiphal: 'nutmeg',
  javitri: 'mace',
  imli: 'tamarind',
};

/**
 * Ingredients shoppers ask for that we do not carry. A question naming one of these and none of
 * our products gets "we don't sell that" and the list of what we do sell, never a near match.
 */
export const INGREDIENTS_NOT_SOLD: readonly string[] = [
  'cinnamon',
  'fennel',
  'carom',
  'saffron',
  'nigella',
  'mango powder',
  'ginger',
  'garlic',
  'nutmeg',
  'mace',
  'tamarind',
  'olive oil',
  'avocado oil',
  'canola oil',
  'ghee',
  'walnut oil',
  'rice bran oil',
  'palm oil',
  'vegetable oil',
  'paprika',
  'oregano',
  'basil',
  'salt',
  'sugar',
  'honey',
  'okra',
  'star anise',
  'bay leaf',
  'chai masala',
  'chaat masala',
  'biryani masala',
  'tandoori masala',
  'sambar powder',
  'rasam powder',
  'curry powder',
  'jaggery',
  'basmati rice',
  'rice',
  'lentils',
  'dal',
  'atta',
  'flour',
  'tea',
  'coffee',
  'paneer',
  'pickle',
  'papad',
  'mustard seeds',
  'sesame seeds',
  'coconut milk',
  'coconut flour',
  'neem oil',
];

/**
 * Words the bot reads as they are and never "corrects": everyday English that sits one letter
 * away from a keyword ("shop" is not "ship", "cost" is not "cast").
 */
export const EVERYDAY_WORDS: readonly string[] = (
  'a about above after again all also am an and any are as ask at be been before being best better between both ' +
  'but buy by can cannot could day days did do does doing done dont down each even ever every few for from get ' +
  'gets give go going good got had has have having he help her here hers him his how i if im in into is it its ' +
  'ive just know let like look looking make many may me mine more most much must my need new next no nor not now ' +
  'of off ok okay on once one only or other our ours out over own please put really right same say see shall she ' +
  'should show so some still such sure take tell than that thats the their them then there these they thing ' +
  'think this those through to too under until up us use used very want was way we well were what whats when ' +
  'where which while who whom why will with would yes yet you your yours shop store stores shopping site website ' +
  'page hello hi hey thanks thank cost costs cast last least list lost most post past fast first ' +
  'hear here hair care cart card chat hat what that then than there where were wear year near dear bear ' +
  'come came some same home hope type time tine fine line mine nine wine kind mind find bind ' +
  'box boxes fox ' +
  'item items stuff thing things person people talk walk call tall ball fall all mall ' +
  'send sent sell sold tell told bill fill will well feel fell seal sale sail mail male ' +
  'today tomorrow week month year ago soon later ' +
  'back pack sack black block ' +
  'able table cable ' +
  'bottle bottles jar jars pouch pack ' +
  'name names number code zip price prices'
)
  .split(' ')
  .filter(Boolean);

/** Words so common in questions that they say nothing about which product is meant. */
export const PRODUCT_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and the of for to in on at is are do does did you your we our i me my it its this that these those ' +
    'have has had any some much many how what which who when where why can could would should will ' +
    'sell sells selling carry stock stocked available price prices cost costs costing buy get want need ' +
    'cold pressed press oil oils powder seeds seed spice spices product products please tell about ' +
    'is there be with from by as or if so than then also just like good best great use used using ' +
    'size big large small bottle bottles jar pouch per one two three four five six pack ' +
    // Places and shop words a fuzzy match would otherwise take for products ("cumming" is not "cumin").
    'cumming georgia ga forsyth county alpharetta atlanta lanier delivery deliver shipping order orders ' +
    'subscription box boxes plan plans monthly return refund hours email phone card cards payment pay ' +
    // Hindi words around ingredient names ("arandi ka tel") and verbs of wanting.
    'ka ki ke tel making make made want need looking go goes going come comes does right now thing things ' +
    'something anything everything stuff one masalas'
  ).split(' '),
);
