import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SHARED_SINGLETONS } from '@shop/ui/shared-singletons';
import { startFederationHost } from './federation-host.js';

/** What the shell's build writes in (tools/rspack): share key -> installed version. */
const recordedVersions = Object.fromEntries(
  [...SHARED_SINGLETONS, 'react/jsx-dev-runtime'].map((key) => [key, '1.2.3']),
);
const buildGlobals = globalThis as unknown as {
  __SHARED_MODULE_VERSIONS__?: Record<string, string>;
  _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
};

afterEach(() => {
  delete buildGlobals.__SHARED_MODULE_VERSIONS__;
});

describe('startFederationHost', () => {
  it("hands a remote the shell's own running copies of the shared singletons", () => {
    buildGlobals.__SHARED_MODULE_VERSIONS__ = recordedVersions;
    const host = startFederationHost([]);

    const react = host.loadShareSync<{ useState: unknown }>('react')();
    const reactQuery = host.loadShareSync<{ useQuery: unknown }>('@tanstack/react-query')();
    expect(react?.useState).toBe(useState);
    expect(reactQuery?.useQuery).toBe(useQuery);
    for (const key of SHARED_SINGLETONS) {
      expect(host.shareScopeMap['default']?.[key]?.['1.2.3']?.loaded).toBe(true);
    }
  });

  it("gives the remotes' builds the runtime they leave out", () => {
    buildGlobals.__SHARED_MODULE_VERSIONS__ = recordedVersions;
    startFederationHost([]);

    expect(typeof buildGlobals._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe('function');
  });

  it("refuses to start when the build did not record a shared module's version", () => {
    const { react: _omitted, ...withoutReact } = recordedVersions;
    buildGlobals.__SHARED_MODULE_VERSIONS__ = withoutReact;

    expect(() => startFederationHost([])).toThrow("The shell's build did not record the version of react");
  });
});
