'use client';

import { SEARCH_QUERY_MAX_LENGTH, isValidSearchQuery } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useSearch } from '../api/get-search';
import styles from './search-box.module.css';

/** The results list loads with the first search, not with the page. */
const SearchResults = lazy(() => import('./search-results').then((module) => ({ default: module.SearchResults })));

/**
 * Search for matches and leagues: sends only a query of 3 to 50 characters (spec core §5). On a
 * narrow screen it is a search icon in the header row that opens over the row while it has focus.
 */
export function SearchBox() {
  const t = useTranslations('Search');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const valid = isValidSearchQuery(query);
  const { data, isFetching, isError } = useSearch(query, locale);
  const open = valid && (data !== undefined || isFetching || isError);

  return (
    <div className={styles.search} role="search">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
      </svg>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        className={styles.input}
        placeholder={t('placeholder')}
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-results`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
        }}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('hint')}
      </span>
      <div id={`${id}-results`} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <SearchResults query={query} result={data} isFetching={isFetching} isError={isError} onNavigate={() => setText('')} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
