import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import type { DeliveryArea } from '@shop/contracts/delivery-area';
import { ZipCheckForm } from './zip-check-form.js';

const cumming: DeliveryArea = {
  zipCode: '30040',
  area: 'primary',
  placeName: 'Cumming',
  stateCode: 'GA',
  countyName: 'Forsyth',
  distanceMiles: 0,
};

function answerWith(response: () => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => response());
}

async function checkZip(zipCode: string) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <ZipCheckForm />
    </AppProviders>,
  );
  // The form's code comes in its own chunk (home-form-stand-ins.spec.tsx covers the wait); its
  // first require (react-hook-form, zod) can take over a second on a busy machine.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled(), { timeout: 5_000 });
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), zipCode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => jest.restoreAllMocks());

describe('ZipCheckForm', () => {
  it.each<[DeliveryArea, string]>([
    [cumming, 'Yes! 30040 (Cumming) is in our primary delivery area.'],
    [
      { ...cumming, zipCode: '30041', area: 'full' },
      'Yes! 30041 (Cumming) is in Forsyth County, where we deliver everywhere.',
    ],
    [
      {
        ...cumming,
        zipCode: '30518',
        area: 'extended',
        placeName: 'Buford',
        countyName: 'Gwinnett',
        distanceMiles: 14.2,
      },
      'Yes! 30518 (Buford) is in our extended delivery area, 14.2 miles from Cumming, GA.',
    ],
    [
      {
        ...cumming,
        zipCode: '90210',
        area: 'outside',
        placeName: 'Beverly Hills',
        stateCode: 'CA',
        distanceMiles: 1923.4,
      },
      'Sorry, 90210 (Beverly Hills, CA) is 1923.4 miles from Cumming, GA, outside our 50-mile delivery area.',
    ],
  ])('asks the API and states the %o answer', async (area, sentence) => {
    const fetchSpy = answerWith(() => Response.json(area));

    await checkZip(area.zipCode);

    expect(await screen.findByText(sentence)).toBeVisible();
    expect(screen.getByText(sentence)).toHaveAttribute('aria-live', 'polite');
    expect(fetchSpy).toHaveBeenCalledWith(`/api/delivery-area?zipCode=${area.zipCode}`, expect.anything());
  });

  it('refuses a ZIP code that is not five digits without calling the API', async () => {
    const fetchSpy = answerWith(() => Response.json(cumming));

    await checkZip('abc');

    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the API's field error under the field for a 400", async () => {
    answerWith(() =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'zipCode', message: 'Unknown ZIP code' }],
        },
        { status: 400 },
      ),
    );

    await checkZip('00000');

    expect(await screen.findByText('Unknown ZIP code')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the check fails', async () => {
    answerWith(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));

    await checkZip('30040');

    expect(await screen.findByText('Something went wrong. Please try again.')).toHaveAttribute('aria-live', 'polite');
  });
});
