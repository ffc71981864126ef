'use client';

import { CHAT_LIMITS, chatTextLength, type ChatMessageDto } from '@sportsbook/contracts/models';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMatchChat, type ChatSendState } from '../api/use-match-chat';
import styles from './chat-panel.module.css';

/**
 * The CHAT side tab (docs/chat.md), loaded when the tab opens: the recent messages in a log region
 * (new ones announced politely), and a labelled form. Every text is rendered as a text node: markup
 * shows as typed and links are not clickable.
 */
export default function ChatPanel({ matchId }: { matchId: number }) {
  const t = useTranslations('Match.chat');
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const { messages, loadFailed, state, send } = useMatchChat(matchId);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const length = chatTextLength(draft);
  const tooLong = length > CHAT_LIMITS.maxLength;

  // The newest message stays in view, as a chat reads.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length === 0 || tooLong || state.kind === 'sending') return;
    send(draft, () => setDraft(''));
  };

  const author = (message: ChatMessageDto) => message.author ?? t('player', { id: message.user_id });

  return (
    <div className={styles.chat} data-testid="match-chat">
      {loadFailed ? <p role="alert">{t('loadFailed')}</p> : null}
      <ol ref={logRef} className={styles.log} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('log')} aria-busy={messages === undefined} tabIndex={0}>
        {messages?.length === 0 ? <li className={styles.empty}>{t('empty')}</li> : null}
        {messages?.map((message) => (
          <li key={message.id} className={styles.message} data-testid="chat-message" data-message-id={message.id}>
            <span className={styles.author}>{author(message)}</span>{' '}
            <time className={styles.time} dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
            <p className={styles.text} dir="auto">{message.text}</p>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className={styles.label}>{t('input')}</label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            dir="auto"
            autoComplete="off"
            value={draft}
            aria-describedby={hintId}
            aria-invalid={tooLong}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={styles.send} disabled={state.kind === 'sending'}>{t('send')}</button>
        </div>
        <p id={hintId} className={tooLong ? styles.over : styles.hint}>
          {tooLong ? t('over', { count: length - CHAT_LIMITS.maxLength }) : t('remaining', { count: CHAT_LIMITS.maxLength - length })}
        </p>
        <p role="status" className={styles.status} data-testid="chat-status">{failureText(t, state)}</p>
      </form>
    </div>
  );
}

function failureText(t: ReturnType<typeof useTranslations<'Match.chat'>>, state: ChatSendState): string | null {
  if (state.kind !== 'failed') return null;
  const { failure } = state;
  return failure.kind === 'rateLimited' ? t('failure.rateLimited', { seconds: failure.seconds }) : t(`failure.${failure.kind}`);
}
