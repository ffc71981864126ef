import { Link } from '@/lib/i18n/navigation';
import styles from './link-grid.module.css';

export interface LinkGridItem {
  key: string | number;
  href: string;
  label: string;
  count?: number | undefined;
}

/** A titled grid of links (countries, leagues of a sport). */
export function LinkGrid({ title, items, id }: { title: string; items: LinkGridItem[]; id: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className={styles.link}>
              <span>{item.label}</span>
              {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
