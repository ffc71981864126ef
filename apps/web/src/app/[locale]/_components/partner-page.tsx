import { getTranslations } from 'next-intl/server';
import styles from './partner-page.module.css';

/** Racing, lotteries and the virtual arena come from partners; this is where their content opens. */
export async function PartnerPage({ title, description }: { title: string; description: string }) {
  const t = await getTranslations('Pages');
  return (
    <section className={styles.page} aria-labelledby="partner-title">
      <h1 id="partner-title">{title}</h1>
      <p>{description}</p>
      <div className={styles.frame}>
        <p className="muted">{t('partnerContent')}</p>
      </div>
    </section>
  );
}
