/**
 * Catalog seed data: cold-pressed oils, traditional Indian spices and the
 * monthly oil-box subscription plans.
 *
 * Pure data, no runtime dependencies. Prices are decimal strings with exactly
 * two decimals (USD) so they can be written straight into NUMERIC columns.
 * `imageUrl` points at `/images/products/<slug>.svg`, served from
 * `services/api/assets/images/products/`; the slug is the kebab-case of the
 * product name with the parentheses removed.
 */

export interface SeedProduct {
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  category: 'oils' | 'spices';
  stock: number;
  keyBenefits: string[];
}

export interface SeedPlan {
  name: string;
  description: string;
  price: string;
  regularPrice: string;
  bottleCount: number;
  features: string[];
  isPopular: boolean;
}

const oils: readonly SeedProduct[] = [
  {
    name: 'Cold-Pressed Groundnut (Peanut) Oil',
    description:
      '1 L glass bottle. Pressed from sun-dried peanuts in a wooden ghani at low speed, so the oil keeps its natural golden colour and nutty aroma. A traditional everyday oil for South and West Indian cooking, tadkas and shallow frying.',
    price: '16.99',
    imageUrl: '/images/products/cold-pressed-groundnut-peanut-oil.svg',
    category: 'oils',
    stock: 64,
    keyBenefits: [
      'Rich, nutty aroma for everyday cooking',
      'Unrefined, with no chemical solvents',
      'Good for sautéing and shallow frying',
    ],
  },
  {
    name: 'Cold-Pressed Sesame (Gingelly) Oil',
    description:
      '1 L glass bottle. Made from raw white sesame seeds slowly crushed in a wooden ghani (marachekku) and naturally settled, not filtered with chemicals. The classic nallennai of Tamil and Andhra kitchens for tempering, pickles and podi.',
    price: '18.99',
    imageUrl: '/images/products/cold-pressed-sesame-gingelly-oil.svg',
    category: 'oils',
    stock: 58,
    keyBenefits: [
      'Mild, toasty flavour from raw sesame',
      'Naturally settled, unrefined oil',
      'Traditional choice for pickles and tempering',
    ],
  },
  {
    name: 'Cold-Pressed Coconut Oil',
    description:
      '500 ml glass jar. Pressed from sun-dried copra in a wooden ghani and left unrefined, so it smells and tastes clearly of coconut. Solid below about 76°F; use it for Kerala-style curries, thorans and baking.',
    price: '14.99',
    imageUrl: '/images/products/cold-pressed-coconut-oil.svg',
    category: 'oils',
    stock: 47,
    keyBenefits: [
      'Fresh coconut aroma and flavour',
      'Unrefined and unbleached',
      'Works in cooking, baking and hair care',
    ],
  },
  {
    name: 'Cold-Pressed Black Mustard Oil',
    description:
      '1 L glass bottle. Kachi ghani oil pressed from black mustard seeds, with the sharp, pungent bite prized in Bengali and North Indian kitchens. As required for mustard oil sold in the US, it is labelled for external use only and is popular for massage and hair care.',
    price: '15.99',
    imageUrl: '/images/products/cold-pressed-black-mustard-oil.svg',
    category: 'oils',
    stock: 29,
    keyBenefits: [
      'Pungent, kachi ghani strength',
      'Traditional body and hair massage oil',
      'Unrefined, single-seed pressing',
    ],
  },
  {
    name: 'Cold-Pressed Sunflower Oil',
    description:
      '1 L glass bottle. Pressed from hulled sunflower seeds in small batches and filtered through cloth. Light in colour and neutral in taste, it suits dals, sabzis and everyday home cooking.',
    price: '13.99',
    imageUrl: '/images/products/cold-pressed-sunflower-oil.svg',
    category: 'oils',
    stock: 72,
    keyBenefits: ['Light, neutral taste', 'Natural source of vitamin E', 'An easy everyday cooking oil'],
  },
  {
    name: 'Cold-Pressed Safflower Oil',
    description:
      '1 L glass bottle. Pressed from safflower (kardi) seeds, a traditional oil of Maharashtra and Karnataka. Its clean, mild flavour works well for stir-fries, parathas and salad dressings.',
    price: '17.99',
    imageUrl: '/images/products/cold-pressed-safflower-oil.svg',
    category: 'oils',
    stock: 23,
    keyBenefits: ['Clean, mild flavour', 'Rich in unsaturated fats', 'Pressed in small wooden-ghani batches'],
  },
  {
    name: 'Cold-Pressed Almond Oil',
    description:
      '250 ml glass bottle. Pressed from sweet almonds without heat or solvents, giving a pale oil with a delicate, nutty taste. Drizzle it over desserts and salads, or use it as a gentle skin and hair oil.',
    price: '19.99',
    imageUrl: '/images/products/cold-pressed-almond-oil.svg',
    category: 'oils',
    stock: 0,
    keyBenefits: [
      'Delicate, sweet almond flavour',
      'Best for drizzling and finishing',
      'Gentle everyday skin and hair oil',
    ],
  },
  {
    name: 'Cold-Pressed Flaxseed Oil',
    description:
      '500 ml amber glass bottle. Pressed from golden-brown flaxseed (alsi) in small batches and bottled in amber glass to protect it from light. Best used raw in dressings, chutneys or stirred into yogurt rather than for high-heat cooking.',
    price: '16.49',
    imageUrl: '/images/products/cold-pressed-flaxseed-oil.svg',
    category: 'oils',
    stock: 18,
    keyBenefits: [
      'Plant source of omega-3 (ALA)',
      'Light, nutty flavour for raw use',
      'Amber glass protects freshness',
    ],
  },
  {
    name: 'Cold-Pressed Castor Oil',
    description:
      '500 ml glass bottle. Thick, pale oil pressed from castor seeds and filtered through cloth. Traditionally used in India for hair and scalp care and as a skin oil; not intended for cooking.',
    price: '12.99',
    imageUrl: '/images/products/cold-pressed-castor-oil.svg',
    category: 'oils',
    stock: 35,
    keyBenefits: [
      'Thick, rich texture for hair oiling',
      'Pure castor seed, nothing added',
      'For external use, not for cooking',
    ],
  },
];

const spices: readonly SeedProduct[] = [
  {
    name: 'Lakadong Turmeric Powder',
    description:
      '200 g pouch. Sun-dried turmeric from the Lakadong area of Meghalaya, stone-ground into a deep golden powder. Prized for its high natural curcumin content and strong colour in dals, curries and golden milk.',
    price: '9.99',
    imageUrl: '/images/products/lakadong-turmeric-powder.svg',
    category: 'spices',
    stock: 54,
    keyBenefits: ['Naturally high curcumin content', 'Deep golden colour, earthy aroma', 'Single-origin, stone-ground'],
  },
  {
    name: 'Kashmiri Red Chili Powder',
    description:
      '200 g pouch. Ground from dried Kashmiri chilies, known for their brilliant red colour and gentle heat. Gives tandoori dishes, rogan josh and curries a rich colour without making them too hot.',
    price: '8.99',
    imageUrl: '/images/products/kashmiri-red-chili-powder.svg',
    category: 'spices',
    stock: 61,
    keyBenefits: ['Vivid natural red colour', 'Mild, fruity heat', 'No added colours or fillers'],
  },
  {
    name: 'Cumin Seeds (Jeera)',
    description:
      '200 g pouch. Whole cumin seeds, cleaned and sorted for an even size and strong aroma. Crackle them in hot oil for tadka, or dry-roast and grind them for raita and chaat.',
    price: '7.49',
    imageUrl: '/images/products/cumin-seeds-jeera.svg',
    category: 'spices',
    stock: 78,
    keyBenefits: ['Warm, earthy aroma', 'Essential for tadka and jeera rice', 'Whole seeds stay fresh longer'],
  },
  {
    name: 'Coriander Powder',
    description:
      '200 g pouch. Coriander seeds lightly roasted and stone-ground in small batches for a fresh, citrusy aroma. A base spice for almost every curry, sabzi and dal.',
    price: '6.99',
    imageUrl: '/images/products/coriander-powder.svg',
    category: 'spices',
    stock: 66,
    keyBenefits: ['Fresh, citrusy aroma', 'Ground in small batches', 'The base of everyday masalas'],
  },
  {
    name: 'Garam Masala',
    description:
      '100 g pouch. Our house blend of cumin, coriander, black pepper, cardamom, cinnamon, cloves and bay leaf, roasted and stone-ground together. Add a pinch at the end of cooking to finish curries and biryanis.',
    price: '8.49',
    imageUrl: '/images/products/garam-masala.svg',
    category: 'spices',
    stock: 42,
    keyBenefits: [
      'Balanced blend of whole spices',
      'Roasted and ground in small batches',
      'No salt, fillers or colours',
    ],
  },
  {
    name: 'Green Cardamom',
    description:
      '100 g pouch. Whole green cardamom pods (elaichi) from the hills of Idukki, Kerala, sorted for size and colour. Crush a few pods into chai, kheer, biryani and sweets.',
    price: '14.99',
    imageUrl: '/images/products/green-cardamom.svg',
    category: 'spices',
    stock: 0,
    keyBenefits: ['Plump, bright green pods', 'Sweet, floral aroma', 'Essential for chai and desserts'],
  },
  {
    name: 'Black Pepper (Tellicherry)',
    description:
      '150 g pouch. Bold, extra-large Tellicherry peppercorns from the Malabar coast of Kerala, left on the vine longer for a fuller flavour. Grind fresh over rasam, eggs, salads and pepper fry.',
    price: '11.99',
    imageUrl: '/images/products/black-pepper-tellicherry.svg',
    category: 'spices',
    stock: 38,
    keyBenefits: ['Extra-bold Tellicherry grade', 'Bright, complex heat', 'Whole peppercorns for fresh grinding'],
  },
  {
    name: 'Cloves',
    description:
      '100 g pouch. Whole, hand-picked cloves (laung) from Kerala, sun-dried until deep brown and full of aromatic oil. Use a few in biryani, pulao, garam masala and chai.',
    price: '9.49',
    imageUrl: '/images/products/cloves.svg',
    category: 'spices',
    stock: 27,
    keyBenefits: ['Intense, warm aroma', 'Whole buds with heads intact', 'A little goes a long way'],
  },
  {
    name: 'Fenugreek Seeds (Methi)',
    description:
      '200 g pouch. Golden fenugreek seeds, cleaned and sorted, with the gently bitter, maple-like aroma that defines sambar, pickles and dosa batter. Temper them in oil until just reddish-brown.',
    price: '6.99',
    imageUrl: '/images/products/fenugreek-seeds-methi.svg',
    category: 'spices',
    stock: 45,
    keyBenefits: [
      'Classic aroma for sambar and pickles',
      'Helps dosa and idli batter ferment',
      'Cleaned and sorted whole seeds',
    ],
  },
  {
    name: 'Hing (Asafoetida)',
    description:
      '50 g jar. Compounded asafoetida powder blended with rice flour and gum arabic for an even, gluten-free mix. Just a pinch in hot oil adds the savoury depth of dals, sambar and chaat.',
    price: '10.99',
    imageUrl: '/images/products/hing-asafoetida.svg',
    category: 'spices',
    stock: 14,
    keyBenefits: ['Strong, savoury aroma', 'Gluten-free rice flour base', 'A pinch seasons a whole pot'],
  },
];

export const seedProducts: readonly SeedProduct[] = [...oils, ...spices];

export const seedPlans: readonly SeedPlan[] = [
  {
    name: 'Essentials Box',
    description:
      'Two full-size bottles of cold-pressed oil every month: enough for a couple or a small household cooking at home most days.',
    price: '31.99',
    regularPrice: '35.98',
    bottleCount: 2,
    features: [
      'Choose any 2 oils each month',
      'Pressed and shipped within 48 hours of renewal',
      'Free local delivery within 50 miles of Cumming',
      'Skip or cancel any month',
    ],
    isPopular: false,
  },
  {
    name: 'Family Box',
    description:
      'Four full-size bottles of cold-pressed oil every month, sized for a family of four that cooks fresh Indian meals every day.',
    price: '59.99',
    regularPrice: '69.96',
    bottleCount: 4,
    features: [
      'Choose any 4 oils each month',
      'Pressed and shipped within 48 hours of renewal',
      'Free local delivery within 50 miles of Cumming',
      'One free 100 g spice pouch every month',
      'Skip or cancel any month',
    ],
    isPopular: true,
  },
  {
    name: "Chef's Box",
    description:
      'Six full-size bottles of cold-pressed oil every month for large households, home bakers and serious cooks who go through oil quickly.',
    price: '84.99',
    regularPrice: '104.94',
    bottleCount: 6,
    features: [
      'Choose any 6 oils each month',
      'Pressed and shipped within 48 hours of renewal',
      'Free local delivery within 50 miles of Cumming',
      'Two free 100 g spice pouches every month',
      'Early access to seasonal small-batch pressings',
      'Skip or cancel any month',
    ],
    isPopular: false,
  },
];
