import { useDocumentTitle } from '@shop/ui/use-document-title';

export function InboxPage() {
  useDocumentTitle('Inbox | Back office');
  return <h1>Inbox</h1>;
}
