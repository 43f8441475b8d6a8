import { useState, type ChangeEvent } from 'react';

/** What the shopper did to a form's one text field while the form's code was still loading. */
export interface FieldDraft {
  value: string;
  focused: boolean;
}

/**
 * For a form whose code loads in its own chunk (react-hook-form, the contract's schema): its
 * stand-in has the same markup, so the shopper can already type, and the real form starts from
 * what was typed and keeps the focus (`draft`). The stand-in's input stays uncontrolled (these
 * props only listen), so its markup is the real form's.
 */
export function useFieldDraft() {
  const [draft, setDraft] = useState<FieldDraft>({ value: '', focused: false });
  const standInInputProps = {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, value }));
    },
    onFocus: () => setDraft((current) => ({ ...current, focused: true })),
    onBlur: () => setDraft((current) => ({ ...current, focused: false })),
  };
  return { draft, standInInputProps };
}
