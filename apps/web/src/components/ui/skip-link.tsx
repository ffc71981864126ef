import styles from './skip-link.module.css';

/** First focusable element: jumps past the header to the main content. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skip}>
      {label}
    </a>
  );
}
