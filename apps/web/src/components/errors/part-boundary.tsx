'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import styles from './part-boundary.module.css';

interface PartBoundaryProps {
  /** What the part is, for the report (`betslip`, `sidebar` …). */
  part: string;
  children: ReactNode;
}

/**
 * A component-level error boundary (spec core §8 "component fallback"): a part that throws while
 * rendering is reported and replaced by a short fallback with a retry, and the rest of the page
 * keeps working.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportErrorLazily(Object.assign(error, { part: this.props.part, componentStack: info.componentStack }));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <PartFallback onRetry={() => this.setState({ failed: false })} />;
  }
}

function PartFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Pages');
  return (
    <div role="alert" className={styles.fallback}>
      <p>{t('partUnavailable')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
