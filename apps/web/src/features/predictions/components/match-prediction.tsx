'use client';

import type { PredictionAnswer } from '@sportsbook/contracts/models';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useMatchPrediction } from '../api/use-prediction';
import styles from './match-prediction.module.css';

interface MatchPredictionProps {
  matchId: number;
  home: string;
  away: string;
}

/**
 * "Who will win?" (spec promotions §3 "Vote", docs/predictions.md): the share of each answer, live;
 * while the match has not started a player votes once, a visitor is asked to sign in first.
 */
export function MatchPrediction({ matchId, home, away }: MatchPredictionProps) {
  const t = useTranslations('Prediction');
  const locale = useLocale();
  const titleId = useId();
  const { prediction, loadFailed, state, vote } = useMatchPrediction(matchId);
  if (loadFailed) return null;
  if (!prediction) return <section className={styles.card} aria-busy="true" aria-labelledby={titleId}><h2 id={titleId} className={styles.title}>{t('title')}</h2></section>;

  const label = (answer: PredictionAnswer) => (answer === '1' ? home : answer === '2' ? away : t('draw'));
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const canVote = prediction.open && prediction.vote === null;
  const message =
    state.kind === 'voted' ? t('voted') : state.kind === 'failed' ? t(`failure.${state.failure}`) : !prediction.open ? t('closed') : null;

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="prediction">
      <h2 id={titleId} className={styles.title}>{t('title')}</h2>
      {canVote ? (
        <div className={styles.answers} role="group" aria-label={t('choose')}>
          {prediction.answers.map(({ answer }) => (
            <button key={answer} type="button" className={styles.answer} disabled={state.kind === 'sending'} onClick={() => vote(answer)}>
              {label(answer)}
            </button>
          ))}
        </div>
      ) : null}
      <ul className={styles.shares} aria-label={t('shares')}>
        {prediction.answers.map(({ answer, share }) => (
          <li key={answer} className={styles.share} data-answer={answer} data-testid="prediction-share">
            <span className={styles.shareLabel}>
              {label(answer)}
              {prediction.vote === answer ? <span className={styles.mine}> · {t('yourVote')}</span> : null}
            </span>
            <span className={styles.percent}>{percent.format(share)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.fill} style={{ inlineSize: `${Math.round(share * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total} data-testid="prediction-total">{t('total', { count: prediction.total })}</p>
      <p role="status" className={styles.status}>{message}</p>
    </section>
  );
}
