import { HERO_STORY } from '@shop/contracts/shop-story';
import { HeroAction } from './hero-action.js';

export function HeroSection() {
  return (
    <section id="home" tabIndex={-1} aria-labelledby="home-heading" className="shell-hero">
      <div className="ui-container shell-hero__inner">
        <p className="shell-hero__eyebrow">{HERO_STORY.eyebrow}</p>
        <h1 id="home-heading">{HERO_STORY.heading}</h1>
        <p className="shell-hero__lead">{HERO_STORY.lead}</p>
        <div className="shell-hero__actions">
          <HeroAction variant="primary">Shop Organic Oils</HeroAction>
          <HeroAction variant="accent">Shop Organic Spices</HeroAction>
        </div>
      </div>
    </section>
  );
}
