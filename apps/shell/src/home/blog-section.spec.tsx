import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogSection } from './blog-section.js';

function articleTitles(): string[] {
  return screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent ?? '');
}

describe('BlogSection', () => {
  it('shows all four articles, two featured and two recent, with All pressed', () => {
    render(<BlogSection />);

    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Health & Nutrition (1)', 'Sustainability (1)', 'Ayurveda (1)', 'Recipes (1)']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(articleTitles()).toHaveLength(4);
    const featured = screen.getByRole('heading', { level: 3, name: 'Featured Articles' });
    expect(featured.nextElementSibling?.children).toHaveLength(2);
    const recent = screen.getByRole('heading', { level: 3, name: 'Recent Articles' });
    expect(recent.nextElementSibling?.children).toHaveLength(2);
  });

  it('filters by category and back to all', async () => {
    const user = userEvent.setup();
    render(<BlogSection />);

    await user.click(screen.getByRole('button', { name: 'Ayurveda (1)' }));

    expect(screen.getByRole('button', { name: 'Ayurveda (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(articleTitles()).toEqual(['Ayurveda: What the Research Says']);
    expect(screen.queryByRole('heading', { name: 'Featured Articles' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(articleTitles()).toHaveLength(4);
  });

  it('links each article to its external source in a new tab', () => {
    render(<BlogSection />);

    const card = screen.getByRole('heading', { level: 4, name: 'Good Fats, Explained' }).closest('li');
    const link = within(card as HTMLElement).getByRole('link', { name: /Read on Harvard Health Publishing/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.health\.harvard\.edu\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
