import { useState } from 'react';
import { UnstyledButton } from '@shop/ui/button';
import { BlogArticleCard } from './blog-article-card.js';
import { BLOG_ARTICLES, BLOG_CATEGORIES, type BlogArticle, type BlogCategory } from './blog-articles.js';

type CategoryFilter = BlogCategory | 'All';
const FILTERS: readonly CategoryFilter[] = ['All', ...BLOG_CATEGORIES];

function countOf(filter: CategoryFilter): number {
  return filter === 'All' ? BLOG_ARTICLES.length : BLOG_ARTICLES.filter(({ category }) => category === filter).length;
}

function ArticleGroup({ heading, articles }: { heading: string; articles: readonly BlogArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul className="shell-blog-grid">
        {articles.map((article) => (
          <BlogArticleCard key={article.id} article={article} />
        ))}
      </ul>
    </>
  );
}

/**
 * The blog: featured and recent articles with category filters that really filter, since a button
 * that does nothing is worse than no button.
 */
export function BlogSection() {
  const [filter, setFilter] = useState<CategoryFilter>('All');
  const shown = BLOG_ARTICLES.filter(({ category }) => filter === 'All' || category === filter);
  return (
    <section id="blog" tabIndex={-1} aria-labelledby="blog-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="blog-heading">From Our Blog</h2>
        <div role="group" aria-label="Filter articles by category" className="shell-blog-filters">
          {FILTERS.map((option) => (
            <UnstyledButton
              key={option}
              className="shell-blog-filter"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {option} ({countOf(option)})
            </UnstyledButton>
          ))}
        </div>
        <ArticleGroup heading="Featured Articles" articles={shown.filter(({ featured }) => featured)} />
        <ArticleGroup heading="Recent Articles" articles={shown.filter(({ featured }) => !featured)} />
      </div>
    </section>
  );
}
