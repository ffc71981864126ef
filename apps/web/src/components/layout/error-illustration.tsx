/** The error page image: a torn ticket. */
export function ErrorIllustration({ alt }: { alt: string }) {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-label={alt}>
      <path d="M10 20h60l-8 20 10 20-10 20 8 20H10z" fill="var(--color-surface-3)" />
      <path d="M90 20h60v80H90l8-20-10-20 10-20z" fill="var(--color-surface-2)" />
      <circle cx="40" cy="60" r="10" fill="var(--color-accent)" />
      <path d="M110 50h28M110 62h20M110 74h24" stroke="var(--color-text-muted)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
