import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS, LANDING_PLACEHOLDER_CARDS } from '@shop/contracts/constants';
import { AppProviders } from '@shop/ui/app-providers';
import { coconutOil, productsOfCategory, stubApi } from '../../../testing/catalog-fixtures.js';
import { ProductCarousel } from './product-carousel.js';

/** jsdom has no layout: give the track a size and a scroll position that scrollTo moves. */
function fakeTrackLayout(
  track: HTMLElement,
  { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
) {
  let scrollLeft = 0;
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
  track.scrollTo = ((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
    track.dispatchEvent(new Event('scroll'));
  }) as typeof track.scrollTo;
  act(() => {
    track.dispatchEvent(new Event('scroll'));
  });
  return { scrollLeft: () => scrollLeft };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const oils = [...productsOfCategory('oils', 5), coconutOil];

async function renderLoadedCarousel() {
  stubApi({ '/api/products?category=oils': () => Response.json(oils) });
  render(
    <AppProviders>
      <ProductCarousel category="oils" />
    </AppProviders>,
  );
  expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(LANDING_PLACEHOLDER_CARDS);
  await screen.findByRole('link', { name: coconutOil.name });
  return fakeTrackLayout(screen.getByTestId('carousel-oils-track'), { scrollWidth: 1000, clientWidth: 400 });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ProductCarousel', () => {
  it('shows six placeholders, then the cards with rating, delivery note and stock', async () => {
    await renderLoadedCarousel();

    expect(screen.getByRole('heading', { name: 'Organic Oils' })).toBeVisible();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByText('Rated 4.8 out of 5')).toHaveLength(6);
    expect(screen.getAllByText('Free delivery')[0]).toBeVisible();
    expect(screen.getAllByText('on orders of $75 or more')[0]).toBeVisible();
    const coconutCard = screen.getByRole('link', { name: coconutOil.name }).closest('article') as HTMLElement;
    expect(coconutCard).toHaveTextContent('Out of Stock');
    expect(screen.getByRole('link', { name: coconutOil.name })).toHaveAttribute('href', '/product/3');
  });

  it('advances 300 px every 2 seconds and goes back to the start after the end', async () => {
    const track = await renderLoadedCarousel();

    advance(CAROUSEL_INTERVAL_MS - 100);
    expect(track.scrollLeft()).toBe(0);
    advance(100);
    expect(track.scrollLeft()).toBe(300);
    advance(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft()).toBe(600);
    advance(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft()).toBe(0);
  });

  it('pauses while the pointer is over the section', async () => {
    const track = await renderLoadedCarousel();
    const section = screen.getByRole('region', { name: 'Organic Oils' });

    fireEvent.mouseEnter(section);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(track.scrollLeft()).toBe(0);

    fireEvent.mouseLeave(section);
    advance(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft()).toBe(300);
  });

  it('disables each scroll button at its end', async () => {
    const track = await renderLoadedCarousel();
    const left = screen.getByRole('button', { name: 'Scroll oils left' });
    const right = screen.getByRole('button', { name: 'Scroll oils right' });
    const section = screen.getByRole('region', { name: 'Organic Oils' });
    fireEvent.mouseEnter(section);

    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    fireEvent.click(right);
    expect(track.scrollLeft()).toBe(300);
    expect(left).toBeEnabled();
    fireEvent.click(right);
    expect(track.scrollLeft()).toBe(600);
    expect(right).toBeDisabled();
    fireEvent.click(left);
    fireEvent.click(left);
    expect(track.scrollLeft()).toBe(0);
    expect(left).toBeDisabled();
  });
});
