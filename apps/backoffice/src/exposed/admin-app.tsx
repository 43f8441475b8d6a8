import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { AdminApp } from '../app/admin-app.js';
import '../app/admin.css';

/** Exposed as backoffice/AdminApp: every /admin page (the shell routes them all here). */
export default function AdminAppRemote() {
  return (
    <RemoteRoot name="backoffice" buildVersion={BUILD_VERSION}>
      <AdminApp />
    </RemoteRoot>
  );
}
