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
        <h2 id="about-heading">Our Story</h2>
        <p>
          We started pressing oil the way our grandparents did: seeds crushed slowly in a wooden press, at low
          temperature, with nothing added and nothing refined away. Cold pressing keeps the aroma, colour and nutrients
          that high-heat, solvent-extracted oils lose, so every bottle tastes of the seed it came from.
        </p>
        <p>
          We press in small batches close to when you order and deliver ourselves across Cumming, Forsyth County, the
          Lake Lanier area and select parts of Alpharetta, so your oil reaches the kitchen fresh.
        </p>
        <SectionLink section="contact" className={buttonClassName('secondary')}>
          Learn More About Us
        </SectionLink>
      </div>
    </section>
  );
}
