import { VisuallyHidden } from '@shop/ui/visually-hidden';

/** An announced loading indicator. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="ui-spinner">
      <span className="ui-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
