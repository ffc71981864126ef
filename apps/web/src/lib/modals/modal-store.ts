import { create } from 'zustand';

/** The account modals of spec core §2. */
export const MODAL_NAMES = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'confirm_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'missed_auth_fields',
  'phone_verification',
  'deposit',
  'unlock_user',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: string): value is ModalName {
  return (MODAL_NAMES as readonly string[]).includes(value);
}

export type ModalProps = Record<string, string | boolean | undefined>;

export interface ModalEntry {
  name: ModalName;
  props: ModalProps;
  /** A non-closable modal has no close button and ignores Escape (missing fields). */
  closable: boolean;
  /** Kept in the background: still mounted (its state kept), not shown. */
  hidden: boolean;
}

export interface OpenOptions {
  closable?: boolean;
}

interface ModalState {
  stack: ModalEntry[];
  /** Modals the page may not offer (a host page's iframe without the host's listener): their buttons hide. */
  refused: readonly ModalName[];
  /**
   * Opens `name` on top (or brings it back to the top with new props); the one below waits behind.
   * An interceptor may take it instead (inside a host page's iframe: sign-in, sign-up, deposit).
   */
  open: (name: ModalName, props?: ModalProps, options?: OpenOptions) => void;
  /** Closes `name` (default: the one shown); the one below comes back. */
  close: (name?: ModalName) => void;
  /** Keeps `name` in the background without closing it. */
  hide: (name: ModalName) => void;
  /** Brings a hidden modal back to the top. */
  restore: (name: ModalName) => void;
  closeAll: () => void;
}

/**
 * Decides before the store whether a modal opens: true means handled elsewhere, open nothing.
 * lib/host-frame registers one inside a host page's iframe (that code loads only there).
 */
let interceptor: ((name: ModalName) => boolean) | null = null;

export function interceptModals(next: ((name: ModalName) => boolean) | null): void {
  interceptor = next;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  stack: [],
  refused: [],
  open: (name, props = {}, options = {}) => {
    // Embedded in a host page, sign-in, sign-up and deposit are the host's (spec promotions §4).
    if (interceptor?.(name)) return;
    const rest = get().stack.filter((entry) => entry.name !== name);
    set({ stack: [...rest, { name, props, closable: options.closable ?? true, hidden: false }] });
  },
  close: (name) => {
    const target = name ?? visibleModal(get().stack)?.name;
    if (!target) return;
    set({ stack: get().stack.filter((entry) => entry.name !== target) });
  },
  hide: (name) => set({ stack: get().stack.map((entry) => (entry.name === name ? { ...entry, hidden: true } : entry)) }),
  restore: (name) => {
    const entry = get().stack.find((item) => item.name === name);
    if (!entry) return;
    set({ stack: [...get().stack.filter((item) => item.name !== name), { ...entry, hidden: false }] });
  },
  closeAll: () => set({ stack: [] }),
}));

/** The modal on screen: the topmost one that is not kept hidden. */
export function visibleModal(stack: readonly ModalEntry[]): ModalEntry | null {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const entry = stack[index]!;
    if (!entry.hidden) return entry;
  }
  return null;
}

/** Opens a modal from anywhere (a 401 handler, a bet attempt, a header button). */
export function openModal(name: ModalName, props?: ModalProps, options?: OpenOptions): void {
  useModalStore.getState().open(name, props, options);
}

export function closeModal(name?: ModalName): void {
  useModalStore.getState().close(name);
}
