import { Button } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useOils } from '../api/get-oils.js';
import { OilPicker, type OilPickerProps } from './oil-picker.js';

/** The oil picker over the live catalog: loading, a retry when it fails, and the picker. */
export function OilChooser(props: Omit<OilPickerProps, 'oils'>) {
  const { data: oils, isPending, isError, refetch } = useOils();
  if (isPending) return <Spinner label="Loading oils…" />;
  if (isError) {
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load the oils. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (oils.length === 0) return <p>No oils are available right now. Please check back soon.</p>;
  return <OilPicker oils={oils} {...props} />;
}
