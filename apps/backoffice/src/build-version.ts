declare const __BUILD_VERSION__: string | undefined;

/** The version this remote's build embedded (BUILD_VERSION or the build time); "development" in tests. */
export const BUILD_VERSION = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'development';
