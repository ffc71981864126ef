'use client';

import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';

export interface SubmitState {
  pending: boolean;
  /** The server's message (localized_message when it sent one), or a generic one. */
  error: string | null;
  errorCode: string | null;
  run: (action: () => Promise<void>) => Promise<void>;
  setError: (message: string | null) => void;
}

/**
 * Runs a form action once at a time and keeps the error to show (no alert for a 401: the session
 * handles it). `describe` may word an error in the player's language (e.g. a limit's refusal).
 */
export function useSubmit(genericError: string, describe?: (error: unknown) => string | null): SubmitState {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setPending(true);
      setError(null);
      setErrorCode(null);
      try {
        await action();
      } catch (caught) {
        const described = describe?.(caught) ?? null;
        if (described !== null) {
          setErrorCode(caught instanceof ApiError ? (caught.code ?? null) : null);
          setError(described);
        } else if (caught instanceof ApiError) {
          setErrorCode(caught.code ?? null);
          // Server errors carry a human message (localized_message when present).
          setError(caught.code ? caught.message : genericError);
          if (caught.status >= 500) reportErrorLazily(caught);
        } else {
          setError(genericError);
          reportErrorLazily(caught);
        }
      } finally {
        setPending(false);
      }
    },
    [genericError, describe],
  );
  return { pending, error, errorCode, run, setError };
}
