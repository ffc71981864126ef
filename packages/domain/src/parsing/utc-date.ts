/**
 * UTC date strings (spec core §5, promotions §5: "YYYY-MM-DD HH:MM:SS UTC" converts to ISO).
 * Choice: the ISO form is that of Date.prototype.toISOString ("2024-05-01T18:30:00.000Z");
 * impossible dates (2024-02-30) are not converted.
 */
const UTC_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC$/;

/** "2024-05-01 18:30:00 UTC" → "2024-05-01T18:30:00.000Z"; null when the string has another form. */
export function parseUtcDate(value: string): string | null {
  const trimmed = value.trim();
  if (!UTC_DATE.test(trimmed)) return null;
  const iso = trimmed.replace(UTC_DATE, '$1T$2.000Z');
  // An impossible date either does not parse or parses to another instant (2024-02-30 → 03-01).
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString() === iso ? iso : null;
}

/** Converts a UTC date string to ISO and leaves any other string as it is. */
export function utcDateToIso(value: string): string {
  return parseUtcDate(value) ?? value;
}
