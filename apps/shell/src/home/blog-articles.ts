export const BLOG_CATEGORIES = ['Health & Nutrition', 'Sustainability', 'Ayurveda', 'Recipes'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: string;
  /** ISO date. */
  publishDate: string;
  readTime: string;
  /** A path on this site; none yet, as no article has a picture of our own. */
  image: string | null;
  featured: boolean;
  /** The external article the card leads to. */
  url: string;
  /** Who published that article, named in the link so the shopper knows where it goes. */
  source: string;
}

/** The four hard-coded articles of the landing page's blog section: two featured. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'good-fats-explained',
    title: 'Good Fats, Explained',
    excerpt:
      'Which fats help your heart and which do not: why unsaturated plant oils such as sesame and groundnut belong in everyday cooking.',
    category: 'Health & Nutrition',
    author: 'Cumming Organics Kitchen',
    publishDate: '2025-01-14',
    readTime: '6 min read',
    image: null,
    featured: true,
    url: 'https://www.health.harvard.edu/staying-healthy/the-truth-about-fats-bad-and-good',
    source: 'Harvard Health Publishing',
  },
  {
    id: 'what-organic-farming-means',
    title: 'What Organic Farming Means for the Land',
    excerpt:
      'Crop rotation, compost and no synthetic pesticides: how organic farms care for soil and water, and what the label promises.',
    category: 'Sustainability',
    author: 'Cumming Organics Kitchen',
    publishDate: '2025-02-03',
    readTime: '8 min read',
    image: null,
    featured: true,
    url: 'https://en.wikipedia.org/wiki/Organic_farming',
    source: 'Wikipedia',
  },
  {
    id: 'ayurveda-in-depth',
    title: 'Ayurveda: What the Research Says',
    excerpt:
      'Oils and spices play a large part in Ayurveda. A balanced look at the tradition and at what studies have and have not shown.',
    category: 'Ayurveda',
    author: 'Cumming Organics Kitchen',
    publishDate: '2025-02-20',
    readTime: '7 min read',
    image: null,
    featured: false,
    url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth',
    source: 'NCCIH, National Institutes of Health',
  },
  {
    id: 'tempering-spices-in-oil',
    title: 'Tadka: Tempering Spices in Hot Oil',
    excerpt:
      'Mustard seeds, cumin and curry leaves sizzled in oil and poured over dal: the technique behind countless Indian dishes.',
    category: 'Recipes',
    author: 'Cumming Organics Kitchen',
    publishDate: '2025-03-05',
    readTime: '4 min read',
    image: null,
    featured: false,
    url: 'https://en.wikipedia.org/wiki/Tadka',
    source: 'Wikipedia',
  },
];
