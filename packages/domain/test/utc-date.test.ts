import { describe, expect, it } from 'vitest';
import { parseUtcDate, utcDateToIso } from '../src';

// spec core §5: "YYYY-MM-DD HH:MM:SS UTC" converts to ISO.
describe('UTC date strings', () => {
  it.each([
    ['2024-05-01 18:30:00 UTC', '2024-05-01T18:30:00.000Z'],
    ['2024-02-29 00:00:59 UTC', '2024-02-29T00:00:59.000Z'],
    [' 1999-12-31 23:59:59 UTC ', '1999-12-31T23:59:59.000Z'],
  ])('%j → %s', (value, iso) => {
    expect(parseUtcDate(value)).toBe(iso);
    expect(utcDateToIso(value)).toBe(iso);
  });

  it.each(['2024-05-01T18:30:00Z', '2024-05-01 18:30 UTC', '2023-02-29 10:00:00 UTC', '2024-05-01 24:00:00 UTC', '2024-13-01 10:00:00 UTC', '2024-05-01 18:30:60 UTC', '2024-05-01 18:60:00 UTC', 'soon'])(
    'leaves %j alone',
    (value) => {
      expect(parseUtcDate(value)).toBeNull();
      expect(utcDateToIso(value)).toBe(value);
    },
  );
});
