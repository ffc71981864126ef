/**
 * reportError (./report-error) for code on every page's first load: the report filter and the
 * error classes it knows load with the first error, not with the page.
 */
export function reportErrorLazily(error: unknown): void {
  void import('./report-error').then(({ reportError }) => reportError(error));
}
