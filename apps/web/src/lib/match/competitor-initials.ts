/** Up to two initials for a competitor without a logo: "Real Madrid" → "RM", "Arsenal" → "AR". */
export function competitorInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const [first, second] = words;
  if (!first) return '?';
  const initials = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return initials.toLocaleUpperCase();
}
