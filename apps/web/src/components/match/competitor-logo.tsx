import { competitorInitials } from '@/lib/match/competitor-initials';
import styles from './competitor-logo.module.css';

interface CompetitorLogoProps {
  name: string;
  logo: string | null;
  alt: string;
  size?: 'sm' | 'lg';
}

/** The competitor's logo, or its initials when the feed has none. */
export function CompetitorLogo({ name, logo, alt, size = 'sm' }: CompetitorLogoProps) {
  const className = `${styles.logo} ${styles[size]}`;
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- feed logos come from any host; sized and lazy.
    return <img className={className} src={logo} alt={alt} loading="lazy" decoding="async" width={size === 'lg' ? 56 : 24} height={size === 'lg' ? 56 : 24} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {competitorInitials(name)}
    </span>
  );
}
