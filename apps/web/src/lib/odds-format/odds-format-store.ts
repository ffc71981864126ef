import { DEFAULT_ODDS_FORMAT, isOddsFormat, type OddsFormat } from '@sportsbook/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Local storage key of the selected odds format (spec core §3 "Stored keys": odds type). */
export const ODDS_FORMAT_STORAGE_KEY = 'oddsType';

interface OddsFormatState {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
}

/** A stored value that is not a known format (old version, hand-edited) falls back to the default. */
export function restoreOddsFormat(persisted: unknown): OddsFormat {
  if (typeof persisted === 'object' && persisted !== null && 'format' in persisted) {
    const { format } = persisted;
    if (typeof format === 'string' && isOddsFormat(format)) return format;
  }
  return DEFAULT_ODDS_FORMAT;
}

export const useOddsFormatStore = create<OddsFormatState>()(
  persist(
    (set) => ({
      format: DEFAULT_ODDS_FORMAT,
      setFormat: (format) => set({ format }),
    }),
    {
      name: ODDS_FORMAT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ format: state.format }),
      merge: (persisted, current) => ({ ...current, format: restoreOddsFormat(persisted) }),
      // The server renders the default format; the stored one is applied after hydration.
      skipHydration: true,
    },
  ),
);

export function useOddsFormat(): OddsFormat {
  return useOddsFormatStore((state) => state.format);
}
