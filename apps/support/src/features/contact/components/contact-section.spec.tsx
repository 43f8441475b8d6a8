import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/support-fixtures.js';
import { ContactSection } from './contact-section.js';

describe('ContactSection', () => {
  it('gives the address, phone, both e-mail addresses, support hours, the response promise and a message form', () => {
    renderWithProviders(<ContactSection />);

    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByText(/Cumming, GA 30040/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(470) 555-0142' })).toHaveAttribute('href', 'tel:+14705550142');
    expect(screen.getByRole('link', { name: 'orders@cummingorganics.com' })).toHaveAttribute(
      'href',
      'mailto:orders@cummingorganics.com',
    );
    expect(screen.getByRole('link', { name: 'business@cummingorganics.com' })).toHaveAttribute(
      'href',
      'mailto:business@cummingorganics.com',
    );
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeVisible();
    expect(screen.getByText(/We respond within 24 hours/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
  });
});
