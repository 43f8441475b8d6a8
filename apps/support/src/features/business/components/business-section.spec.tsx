import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/support-fixtures.js';
import { BusinessSection } from './business-section.js';

describe('BusinessSection', () => {
  it('pitches to restaurants, retailers and distributors and offers the quote form and an e-mail address', () => {
    renderWithProviders(<BusinessSection />);

    expect(screen.getByRole('heading', { level: 2, name: 'Partner With Us' })).toBeVisible();
    for (const partner of ['Restaurants', 'Retailers', 'Distributors']) {
      expect(screen.getByRole('heading', { level: 3, name: partner })).toBeVisible();
    }
    expect(screen.getByRole('form', { name: 'Request Business Quote' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'business@cummingorganics.com' })).toHaveAttribute(
      'href',
      'mailto:business@cummingorganics.com',
    );
  });
});
