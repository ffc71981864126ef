/**
 * The three English texts the last-resort error page shows (spec core §8). Copied from
 * messages/en.json (`Pages.fallback`, `page.error.description`, `page.error.home-button.title`)
 * rather than imported: global-error ships on every page's first load,
 * and importing the JSON would ship the whole catalogue with it. global-error-texts.test.ts
 * keeps the copy equal to the catalogue.
 */
export const GLOBAL_ERROR_TEXTS = {
  fallback: 'UNEXPECTED ERROR',
  description: 'Oops! Sorry, something went wrong. Please come back in a while.',
  homeButton: 'Go to home page',
} as const;
