/** Set by scripts/build.mjs (esbuild `define`) when dist/ is built: the commit it was built from. */
declare const __SPORTSBOOK_RELEASE__: string | undefined;

/** The release id error reports carry (spec promotions §9: set at build time); sources run as `development`. */
export const BUILD_RELEASE: string = typeof __SPORTSBOOK_RELEASE__ === 'string' ? __SPORTSBOOK_RELEASE__ : 'development';
