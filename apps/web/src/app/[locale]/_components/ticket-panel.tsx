'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Betslip } from '@/features/betslip/components/betslip';
import { usePlacementErrorText } from '@/features/betslip/lib/use-placement-error-text';
import { QuickBetBar } from '@/features/quick-bet/components/quick-bet-bar';
import { QuickBetFeedback } from '@/features/quick-bet/components/quick-bet-feedback';
import { setPanelOpen, setPanelTab, TICKET_TABS, useSelectedStore, type TicketTab } from '@/lib/betslip/selected-store';
import { startBetslip } from '@/lib/betslip/slip-entry';
import { useSiteConfig } from '@/lib/site-config/site-config-store';
import styles from './ticket-panel.module.css';

/** The MY_BETS tab content is the my-bets feature's, loaded when the tab is first shown. */
const MyBetsPanel = lazy(() => import('@/features/my-bets/components/my-bets-panel').then((module) => ({ default: module.MyBetsPanel })));
/** "Share bets" for the current slip (shared-bets feature), loaded with the panel's slip tab. */
const ShareSlipButton = lazy(() => import('@/features/shared-bets/components/share-slip-button'));

/**
 * The ticket panel (spec core §2): tabs BET_SLIP and MY_BETS (MY_BETS hidden by the site config
 * falls back to the slip), a floating panel at ≥ 780 px and a bottom sheet below, opened by a
 * floating button with the selection count. Opening by the button moves focus into the panel;
 * Escape or the close button closes it and gives focus back to the button. Opening because the
 * first selection was added leaves focus on the odds button the player pressed.
 */
export function TicketPanel() {
  const t = useTranslations('Betslip');
  const errorText = usePlacementErrorText();
  const open = useSelectedStore((state) => state.panelOpen);
  const tab = useSelectedStore((state) => state.tab);
  const count = useSelectedStore((state) => state.selectedIds.length);
  const myBetsVisible = useSiteConfig((config) => config.isMyBetsVisible);
  const tabs = myBetsVisible ? TICKET_TABS : (['BET_SLIP'] as const);
  const activeTab: TicketTab = myBetsVisible ? tab : 'BET_SLIP';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  const returnFocus = useRef(false);
  const id = useId();

  useEffect(() => startBetslip(), []);

  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setPanelOpen(false);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length] ?? 'BET_SLIP';
    setPanelTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      {open ? null : (
        <button
          ref={buttonRef}
          type="button"
          className={styles.fab}
          data-testid="slip-button"
          aria-label={t('openButton', { count })}
          onClick={() => {
            focusOnOpen.current = true;
            setPanelOpen(true);
          }}
        >
          <span aria-hidden="true">{t('tabs.BET_SLIP')}</span>{' '}
          <span aria-hidden="true" className={styles.count} data-testid="slip-count">
            {count}
          </span>
        </button>
      )}
      {open ? (
        <aside
          ref={panelRef}
          className={styles.panel}
          aria-label={t('panelLabel')}
          data-testid="ticket-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <div className={styles.header}>
            <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs}>
              {tabs.map((name, index) => (
                <button
                  key={name}
                  id={`${id}-tab-${name}`}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={name === activeTab}
                  aria-controls={`${id}-panel`}
                  tabIndex={name === activeTab ? 0 : -1}
                  onClick={() => setPanelTab(name)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {t(`tabs.${name}`)}
                  {name === 'BET_SLIP' && count > 0 ? <span className={styles.count}>{count}</span> : null}
                </button>
              ))}
            </div>
            <button type="button" className={styles.close} onClick={close} aria-label={t('close')} data-testid="ticket-panel-close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${activeTab}`} className={styles.body}>
            {activeTab === 'MY_BETS' ? (
              <Suspense fallback={null}>
                <MyBetsPanel />
              </Suspense>
            ) : (
              <>
                <QuickBetBar />
                <Betslip />
                {count > 0 ? (
                  <Suspense fallback={null}>
                    <ShareSlipButton />
                  </Suspense>
                ) : null}
              </>
            )}
          </div>
        </aside>
      ) : null}
      <QuickBetFeedback translate={errorText} />
    </>
  );
}
