import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ContactSection } from '../features/contact/components/contact-section.js';

/** Exposed as support/ContactSection (home page #contact). */
export default function ContactSectionRemote() {
  return (
    <RemoteRoot name="support" buildVersion={BUILD_VERSION}>
      <ContactSection />
    </RemoteRoot>
  );
}
