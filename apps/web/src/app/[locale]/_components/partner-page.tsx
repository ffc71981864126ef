import type { PartnerApp } from '@sportsbook/contracts/models';
import { PartnerFrame } from '@/features/partners/components/partner-frame';
import styles from './partner-page.module.css';

/** Racing, lotteries and the virtual arena come from partners: the app's game opens in a frame here. */
export function PartnerPage({ app, title, description }: { app: PartnerApp; title: string; description: string }) {
  return (
    <section className={styles.page} aria-labelledby="partner-title">
      <h1 id="partner-title">{title}</h1>
      <p>{description}</p>
      <div className={styles.frame}>
        <PartnerFrame app={app} title={title} />
      </div>
    </section>
  );
}
