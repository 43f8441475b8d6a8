import { useEffect, type ReactNode } from 'react';
import { SHOP_NAME } from '@shop/ui/brand';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { ContactBlock } from './contact-block.js';
import './policy-page.css';

/** The frame of the footer's policy pages: title, text, and how to reach us. */
export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} | ${SHOP_NAME}`);
  // These pages are reached from the footer; without this they would open scrolled to their end.
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, []);
  return (
    <article className="shell-page shell-policy-page">
      <h1>{title}</h1>
      {children}
      <ContactBlock />
    </article>
  );
}
