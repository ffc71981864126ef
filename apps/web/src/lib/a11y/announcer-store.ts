import { create } from 'zustand';

interface AnnouncerState {
  /** The latest polite message, with a counter so the same text twice is announced twice. */
  message: string;
  id: number;
}

export const useAnnouncerStore = create<AnnouncerState>()(() => ({ message: '', id: 0 }));

/** Says `message` politely to screen readers (the PoliteAnnouncer region). Empty messages are ignored. */
export function announcePolitely(message: string): void {
  if (!message) return;
  useAnnouncerStore.setState((state) => ({ message, id: state.id + 1 }));
}
