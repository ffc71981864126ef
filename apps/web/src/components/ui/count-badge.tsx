import styles from './count-badge.module.css';

/**
 * A count shown as a badge (the bell's unread notifications, the Promotions link's unseen bonuses):
 * 99+ above 99, hidden from screen readers (the control's name says the count in words).
 * `className` places it (the caller's own rule: a corner of the bell, after the link's text).
 */
export function CountBadge({ count, className, testId }: { count: number; className?: string; testId?: string }) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
