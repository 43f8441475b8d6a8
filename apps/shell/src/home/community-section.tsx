export function CommunitySection() {
  return (
    <section aria-labelledby="community-heading" className="shell-home-section shell-home-section--tinted">
      <div className="ui-container shell-home-section__narrow">
        <h2 id="community-heading">Our Community</h2>
        <p>Customer reviews are coming soon.</p>
      </div>
    </section>
  );
}
