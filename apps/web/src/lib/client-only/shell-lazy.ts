import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a panel that is open on the first paint (the match page's STATISTICS tab), to be
 * rendered WITHOUT a Suspense boundary of its own. Its chunk starts loading when this module is
 * evaluated (on the server and in the browser), and once loaded lazy gets it synchronously. A
 * Suspense boundary would not do: React's server renderer sends a completed boundary of more than
 * 500 bytes after 12.8 KB of page separately, to be swapped in by a script, so the browser paints
 * the panel empty first and then fills it: a layout shift of everything below it (issue 18). If the
 * chunk is not there yet when the browser hydrates, hydration waits for it and keeps the server's
 * markup meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function shellLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const loading = load().then((module) => (loaded = module));
  // A thenable that calls back at once once loaded: React.lazy then renders without suspending.
  return lazy<T>(() => (loaded ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>) : loading));
}
