import { Badge } from '@shop/ui/badge';
import { Card } from '@shop/ui/card';
import type { BlogArticle } from './blog-articles.js';
import { dateFormatter } from '@shop/ui/date-format';

const formatPublishDate = dateFormatter({ dateStyle: 'long', timeZone: 'UTC' });

export function BlogArticleCard({ article }: { article: BlogArticle }) {
  const { title, excerpt, category, author, publishDate, readTime, image, url, source } = article;
  return (
    <Card as="li" className="shell-blog-card">
      {image ? <img src={image} alt="" className="shell-blog-card__image" /> : null}
      <Badge>{category}</Badge>
      <h4 className="shell-blog-card__title">{title}</h4>
      <p>{excerpt}</p>
      <p className="ui-muted shell-blog-card__meta">
        {author} · <time dateTime={publishDate}>{formatPublishDate(new Date(publishDate))}</time> · {readTime}
      </p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        Read on {source}
        <span className="ui-visually-hidden"> (opens in a new tab)</span>
      </a>
    </Card>
  );
}
