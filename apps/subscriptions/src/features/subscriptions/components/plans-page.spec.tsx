import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { essentialsBox, familyBox, stubApi } from '../../../testing/subscription-fixtures.js';
import { PLAN_SKELETON_CARDS } from './plan-card-skeleton.js';
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
  it('holds the cards’ places with skeleton cards while the plans load, then shows the plans in their place', async () => {
    stubApi({ routes: { '/api/subscriptions/plans': () => Response.json([essentialsBox, familyBox]) } });

    renderPlansPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    const skeletons = screen.getAllByTestId('plan-card-skeleton');
    expect(skeletons).toHaveLength(PLAN_SKELETON_CARDS);
    // Same card box as a plan, so the reserved heights in plans.css apply to both.
    for (const skeleton of skeletons) expect(skeleton).toHaveClass('plan-card', 'plan-card--skeleton');
    // The sections below are already there, where the cards will leave them.
    expect(screen.getByRole('heading', { name: 'Why Subscribe' })).toBeVisible();

    expect(await screen.findByRole('article', { name: 'Family Box' })).toHaveClass('plan-card');
    expect(screen.queryByTestId('plan-card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let answer = () => new Response('', { status: 503 });
    stubApi({ routes: { '/api/subscriptions/plans': () => answer() } });
    renderPlansPage();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the subscription plans.");
    answer = () => Response.json([essentialsBox]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Essentials Box' })).toBeVisible();
  });

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
