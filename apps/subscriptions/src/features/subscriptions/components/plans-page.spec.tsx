import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '@shop/ui/app-providers';
import { essentialsBox, familyBox, stubApi } from '../../../testing/subscription-fixtures.js';
import { PlansPage } from './plans-page.js';

function renderPlansPage() {
  window.history.pushState({}, '', '/subscriptions');
  render(
    <AppProviders>
      <PlansPage />
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('PlansPage', () => {
  it('shows each plan with its monthly price, struck-through regular price, bottles and features', async () => {
    stubApi({ routes: { '/api/subscriptions/plans': () => Response.json([essentialsBox, familyBox]) } });

    renderPlansPage();

    const family = await screen.findByRole('article', { name: 'Family Box' });
    expect(within(family).getByText('$59.99/month')).toBeVisible();
    const regular = within(family).getByText('$71.96', { exact: false });
    expect(regular.tagName).toBe('S');
    expect(regular).toHaveTextContent('Regular price $71.96');
    expect(within(family).getByText('4 bottles a month')).toBeVisible();
    expect(within(family).getByText('Skip any month')).toBeVisible();
    expect(within(family).getByRole('link', { name: 'Choose Plan' })).toHaveAttribute(
      'href',
      '/subscriptions/checkout/2',
    );
  });

  it('marks only the popular plan as Most Popular', async () => {
    stubApi({ routes: { '/api/subscriptions/plans': () => Response.json([essentialsBox, familyBox]) } });

    renderPlansPage();

    const family = await screen.findByRole('article', { name: 'Family Box' });
    const essentials = screen.getByRole('article', { name: 'Essentials Box' });
    expect(within(family).getByText('Most Popular')).toBeVisible();
    expect(within(essentials).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('explains why to subscribe and answers the usual questions', async () => {
    stubApi({ routes: { '/api/subscriptions/plans': () => Response.json([essentialsBox]) } });

    renderPlansPage();

    expect(await screen.findByRole('heading', { name: 'Why Subscribe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    expect(screen.getByText('We press and ship your oils within 48 hours of your renewal date.')).toBeVisible();
    expect(screen.getByText('No: shipping is free within a 50-mile radius of Cumming, GA.')).toBeVisible();
  });
});
