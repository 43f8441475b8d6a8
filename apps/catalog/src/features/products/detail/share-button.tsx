import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { Button } from '@shop/ui/button';
import { useToast } from '@shop/ui/toast';
import { shareLink, type ShareCapabilities } from './share-link.js';

/** `path` is the page's own address; the link shared is absolute, made when pressed (the server has no window). */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { toast } = useToast();

  async function share() {
    const url = new URL(path, window.location.origin).href;
    const outcome = await shareLink({ title, url }, navigator as ShareCapabilities);
    if (outcome === 'copied') {
      toast({
        title: 'Link Copied',
        description: 'The link to this product is on your clipboard.',
        duration: TOAST_DURATION_SUCCESS_MS,
      });
    } else if (outcome === 'failed') {
      toast({
        title: 'Could not share',
        description: `Copy this link instead: ${url}`,
        variant: 'destructive',
        duration: TOAST_DURATION_ERROR_MS,
      });
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      <span aria-hidden="true">↗ </span>Share
    </Button>
  );
}
