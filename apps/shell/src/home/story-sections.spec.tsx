import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shop/ui/router';
import {
  COLD_PRESS_STORY,
  COMPARISON_STORY,
  HERO_STORY,
  OUR_STORY,
  WHY_CHOOSE_US_STORY,
} from '@shop/contracts/shop-story';
import { AboutSection } from './about-section.js';
import { ColdPressSection } from './cold-press-section.js';
import { ComparisonSection } from './comparison-section.js';
import { HeroSection } from './hero-section.js';
import { WhyChooseUsSection } from './why-choose-us-section.js';

/** The home page's story sections show shop-story.ts, the text the support chat answers from. */
describe('the story sections', () => {
  it('show the hero, the feature cards, the promise and Our Story as shop-story.ts writes them', () => {
    render(
      <MemoryRouter>
        <HeroSection />
        <ColdPressSection />
        <WhyChooseUsSection />
        <AboutSection />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HERO_STORY.heading);
    expect(screen.getByText(HERO_STORY.lead)).toBeInTheDocument();
    for (const section of [COLD_PRESS_STORY, WHY_CHOOSE_US_STORY]) {
      const region = screen.getByRole('region', { name: section.heading });
      const cards = within(region).getAllByRole('listitem');
      expect(cards.map((card) => card.textContent)).toEqual(section.features.map(({ title, text }) => title + text));
    }
    expect(screen.getByText(COLD_PRESS_STORY.promise.text)).toBeInTheDocument();
    const about = screen.getByRole('region', { name: OUR_STORY.heading });
    for (const { text } of OUR_STORY.paragraphs) expect(within(about).getByText(text)).toBeInTheDocument();
  });

  it('show every row of the comparison table under its three columns', () => {
    render(<ComparisonSection />);
    const table = screen.getByRole('table', { name: COMPARISON_STORY.caption });
    const { ours, conventional, generic } = COMPARISON_STORY.columns;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([ours, conventional, generic]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(
      COMPARISON_STORY.rows.map((row) => [row.aspect, row.ours, row.conventional, row.generic]),
    );
  });
});
