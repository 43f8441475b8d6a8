import { lazy, Suspense } from 'react';
import { useFieldDraft } from './form-draft.js';
import { ZipCheckFormView } from './zip-check-form-view.js';

// The form's code (react-hook-form, the contract's schema and zod) is its own chunk, shared with
// the newsletter form: the home page's first render needs only its markup.
const LiveZipCheckForm = lazy(() =>
  import(/* webpackChunkName: "home-forms" */ './zip-check-form-live.js').then(({ LiveZipCheckForm }) => ({
    default: LiveZipCheckForm,
  })),
);

/** "Do we deliver to you?": a ZIP code checked against the API's delivery areas. */
export function ZipCheckForm() {
  const { draft, standInInputProps } = useFieldDraft();
  return (
    <Suspense
      fallback={
        <ZipCheckFormView
          onSubmit={(event) => event.preventDefault()}
          zipCodeInput={{ name: 'zipCode', ...standInInputProps }}
          loading
        />
      }
    >
      <LiveZipCheckForm draft={draft} />
    </Suspense>
  );
}
