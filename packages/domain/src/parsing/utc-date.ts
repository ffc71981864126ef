/**
 * UTC date strings (spec core §5, promotions §5: "YYYY-MM-DD HH:MM:SS UTC" converts to ISO).
 * Choice: the ISO form is that of Date.prototype.toISOString ("2024-05-01T18:30:00.000Z");
 * impossible dates (2024-02-30) are not converted.
 */
const UTC_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC$/;

/** "2024-05-01 18:30:00 UTC" → "2024-05-01T18:30:00.000Z"; null when the string has another form. */
export function parseUtcDate(value: string): string | null {
  const match = UTC_DATE.exec(value.trim());
  if (match === null) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds));
  const roundTrips = date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day && date.getUTCHours() === hours;
  return roundTrips ? date.toISOString() : null;
}

/** Converts a UTC date string to ISO and leaves any other string as it is. */
export function utcDateToIso(value: string): string {
  return parseUtcDate(value) ?? value;
}
