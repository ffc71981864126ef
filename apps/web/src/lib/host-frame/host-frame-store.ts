import type { HostListener } from '@sportsbook/contracts/models';
import { create } from 'zustand';
import type { HostViewport } from './host-rules';

export interface HostIntegration {
  dynamicPositioning: boolean;
  listeners: HostListener[];
  /** The host allows the reality check and activity tracking inside the iframe (player-protection.ts). */
  playerProtection?: boolean;
}

/**
 * The sportsbook inside a host page's iframe: the parent's origin (null: not embedded, or by a
 * page that is not allowed), the host's integration settings and its last viewport. The last two
 * are kept in session storage (spec promotions §4), so a reload inside the iframe keeps them.
 */
export interface HostFrameState {
  parentOrigin: string | null;
  integration: HostIntegration | null;
  viewport: HostViewport | null;
}

export const useHostFrameStore = create<HostFrameState>()(() => ({ parentOrigin: null, integration: null, viewport: null }));

export const HOST_FRAME_STORAGE_KEY = 'sb.hostFrame';

export function storedHostFrame(storage: Pick<Storage, 'getItem'>): Pick<HostFrameState, 'integration' | 'viewport'> {
  try {
    const value = JSON.parse(storage.getItem(HOST_FRAME_STORAGE_KEY) ?? 'null') as Partial<HostFrameState> | null;
    return { integration: value?.integration ?? null, viewport: value?.viewport ?? null };
  } catch {
    return { integration: null, viewport: null };
  }
}

export function storeHostFrame(storage: Pick<Storage, 'setItem'>, state: Pick<HostFrameState, 'integration' | 'viewport'>): void {
  try {
    storage.setItem(HOST_FRAME_STORAGE_KEY, JSON.stringify({ integration: state.integration, viewport: state.viewport }));
  } catch {
    // Storage full or refused: the settings still hold for this page.
  }
}
