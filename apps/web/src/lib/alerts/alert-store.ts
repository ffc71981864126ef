import { create } from 'zustand';

/** Spec promotions §9: an alert closes itself after 5000 ms. */
export const ALERT_AUTO_CLOSE_MS = 5000;
/** Spec promotions §9: swipe-to-dismiss threshold, a share of the alert's width. */
export const ALERT_SWIPE_DISMISS_SHARE = 0.8;

export type AlertKind = 'danger' | 'warning' | 'success' | 'info';

export interface AlertContent {
  kind: AlertKind;
  title: string;
  description?: string | undefined;
  /** Names an alert a later event may take back (the connection alert when the browser is online again). */
  topic?: string | undefined;
}

export interface ShownAlert extends AlertContent {
  id: number;
}

/**
 * The one alert on screen (spec promotions §4 "Alerts"): showing another dismisses the previous.
 * components/alerts/alert-host renders it at the bottom centre.
 */
export const useAlertStore = create<{ current: ShownAlert | null }>()(() => ({ current: null }));

let lastId = 0;

export function showAlert(content: AlertContent): number {
  lastId += 1;
  useAlertStore.setState({ current: { ...content, id: lastId } });
  return lastId;
}

/** Dismisses the alert `id` if it is still the one shown (a newer one stays). */
export function dismissAlert(id: number): void {
  if (useAlertStore.getState().current?.id === id) useAlertStore.setState({ current: null });
}

/** Dismisses the shown alert if it is about `topic`. */
export function dismissAlertAbout(topic: string): void {
  if (useAlertStore.getState().current?.topic === topic) useAlertStore.setState({ current: null });
}
