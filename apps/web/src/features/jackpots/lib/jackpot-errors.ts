import { ApiError } from '@/lib/api/api-error';

/** Spec promotions §8 "Jackpot fetch errors other than 400, 404 or 500 are reported to error tracking". */
const NOT_REPORTED = new Set([400, 404, 500]);

/** Whether a failed jackpot call goes to error tracking (a network failure is judged by the report filter itself). */
export function isReportedJackpotError(error: unknown): boolean {
  return !(error instanceof ApiError && NOT_REPORTED.has(error.status));
}
