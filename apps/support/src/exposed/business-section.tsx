import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { BusinessSection } from '../features/business/components/business-section.js';

/** Exposed as support/BusinessSection (home page #business). */
export default function BusinessSectionRemote() {
  return (
    <RemoteRoot name="support" buildVersion={BUILD_VERSION}>
      <BusinessSection />
    </RemoteRoot>
  );
}
