import { lazy, Suspense } from 'react';
import { useFieldDraft } from './form-draft.js';
import { NewsletterFormView } from './newsletter-form-view.js';

// The form's code (react-hook-form, the contract's schema and zod) is its own chunk, shared with
// the ZIP code check: the home page's first render needs only its markup.
const LiveNewsletterForm = lazy(() =>
  import(/* webpackChunkName: "home-forms" */ './newsletter-form-live.js').then(({ LiveNewsletterForm }) => ({
    default: LiveNewsletterForm,
  })),
);

/** The newsletter sign-up at the foot of the landing page. */
export function NewsletterBox() {
  const { draft, standInInputProps } = useFieldDraft();
  return (
    <section aria-labelledby="newsletter-heading" className="shell-home-section">
      <div className="ui-container">
        <div className="ui-card shell-newsletter">
          <h2 id="newsletter-heading">Join Our Newsletter</h2>
          <p>New oils and spices, seasonal recipes and news from the press, about once a month.</p>
          <Suspense
            fallback={
              <NewsletterFormView
                onSubmit={(event) => event.preventDefault()}
                emailInput={{ name: 'email', ...standInInputProps }}
                loading
              />
            }
          >
            <LiveNewsletterForm draft={draft} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
