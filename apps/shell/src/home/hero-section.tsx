import { HeroAction } from './hero-action.js';

export function HeroSection() {
  return (
    <section id="home" tabIndex={-1} aria-labelledby="home-heading" className="shell-hero">
      <div className="ui-container shell-hero__inner">
        <p className="shell-hero__eyebrow">Wood-pressed in small batches · Local delivery</p>
        <h1 id="home-heading">Premium Organic Oils &amp; Spices Delivered to Cumming, GA &amp; Lake Lanier Area</h1>
        <p className="shell-hero__lead">
          Cold-pressed oils and whole Indian spices from certified organic farms, pressed on demand and brought to your
          door across Forsyth County.
        </p>
        <div className="shell-hero__actions">
          <HeroAction variant="primary">Shop Organic Oils</HeroAction>
          <HeroAction variant="accent">Shop Organic Spices</HeroAction>
        </div>
      </div>
    </section>
  );
}
