import { DEFAULT_ODDS_FORMAT, isOddsFormat, type OddsFormat } from '@sportsbook/domain';
import { create } from 'zustand';

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

/**
 * The stored value is `{"state":{"format":…},"version":0}` (the shape zustand's persist
 * middleware wrote, kept so stored choices survive); read and written by hand here, which keeps
 * that middleware out of every page's first-load JavaScript.
 */
function writeStoredFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, JSON.stringify({ state: { format }, version: 0 }));
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
}

function readStoredFormat(): OddsFormat {
  try {
    const stored = localStorage.getItem(ODDS_FORMAT_STORAGE_KEY);
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    return restoreOddsFormat(typeof parsed === 'object' && parsed !== null && 'state' in parsed ? parsed.state : null);
  } catch {
    return DEFAULT_ODDS_FORMAT;
  }
}

export const useOddsFormatStore = create<OddsFormatState>()((set) => ({
  format: DEFAULT_ODDS_FORMAT,
  setFormat: (format) => {
    set({ format });
    writeStoredFormat(format);
  },
}));

/** The server renders the default format; the stored one is applied after hydration (./odds-format-hydrator). */
export function rehydrateOddsFormat(): void {
  useOddsFormatStore.setState({ format: readStoredFormat() });
}

export function useOddsFormat(): OddsFormat {
  return useOddsFormatStore((state) => state.format);
}
