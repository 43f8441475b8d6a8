import { OUR_STORY } from '@shop/contracts/shop-story';
import { SectionLink } from '../layout/section-link.js';
import { buttonClassName } from '@shop/ui/button';

export function AboutSection() {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="shell-home-section shell-home-section--tinted"
    >
      <div className="ui-container shell-home-section__narrow">
        <h2 id="about-heading">{OUR_STORY.heading}</h2>
        {OUR_STORY.paragraphs.map(({ id, text }) => (
          <p key={id}>{text}</p>
        ))}
        <SectionLink section="contact" className={buttonClassName('secondary')}>
          Learn More About Us
        </SectionLink>
      </div>
    </section>
  );
}
