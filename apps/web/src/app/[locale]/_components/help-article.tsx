import type { ReactNode } from 'react';
import styles from './help-article.module.css';

/** A page of help text (help center, terms and conditions): a title, an introduction and titled sections. */
export function HelpArticle({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className={styles.article} aria-labelledby="help-title">
      <h1 id="help-title">{title}</h1>
      <p>{intro}</p>
      {children}
    </article>
  );
}

/** One titled section of a help page; `id` is its anchor (/help-center#payments). */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
