import { Link } from '@shop/ui/router';
import { buttonClassName } from '@shop/ui/button';

export function BackToPlansLink() {
  return (
    <Link to="/subscriptions" className={buttonClassName('secondary')}>
      Back to Subscriptions
    </Link>
  );
}
