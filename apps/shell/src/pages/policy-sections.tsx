import { Fragment } from 'react';
import {
  policySectionsOf,
  type PolicyPageName,
  type PolicyParagraph,
  type PolicySection,
} from '@shop/contracts/shop-policies';
import { Link } from '@shop/ui/router';

function Inline({ paragraph }: { paragraph: PolicyParagraph }) {
  return paragraph.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : part.href.startsWith('/') ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

function Section({ section }: { section: PolicySection }) {
  return (
    <>
      {section.heading && <h2>{section.heading}</h2>}
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <Inline paragraph={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps && (
        <ol>
          {section.steps.map((step, index) => (
            <li key={index}>
              <Inline paragraph={step} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A policy page's text, from the one source the support chat also answers from. */
export function PolicySections({ page }: { page: PolicyPageName }) {
  return policySectionsOf(page).map((section) => <Section key={section.id} section={section} />);
}
