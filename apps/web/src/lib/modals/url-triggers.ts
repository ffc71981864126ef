import type { ModalName, ModalProps } from './modal-store';

/** URL fragments that open a modal (spec core §2); the fragment is removed afterwards. */
export const FRAGMENT_MODALS: Readonly<Record<string, ModalName>> = {
  signIn: 'sign_in',
  signUp: 'sign_up',
  confirmation: 'confirm_password',
  passwordEdit: 'edit_password',
  passwordNew: 'forgot_password',
  unlock: 'unlock_user',
};

/** Values of the `modal` query parameter that open a modal (the same, plus deposit). */
export const QUERY_MODALS: Readonly<Record<string, ModalName>> = { ...FRAGMENT_MODALS, deposit: 'deposit' };

export interface UrlTrigger {
  modal: ModalName;
  props: ModalProps;
  /** The address to put in place of the current one (fragment or single-use token removed), if it changes. */
  replaceWith: string | null;
}

export interface UrlTriggerOptions {
  /** On the /users/* pages the page itself reads the tokens. */
  handleTokens: boolean;
}

/**
 * Which modal the address asks for: `#signIn`…, `?modal=…`, `reset_password_token` (edit
 * password), `unlock_token` (unlock) or `confirmation_token` (confirm). Null when none.
 */
export function readUrlTrigger(href: string, { handleTokens }: UrlTriggerOptions = { handleTokens: true }): UrlTrigger | null {
  const url = new URL(href);
  const fragment = url.hash.replace(/^#/, '');
  const fromFragment = Object.hasOwn(FRAGMENT_MODALS, fragment) ? FRAGMENT_MODALS[fragment] : undefined;
  if (fromFragment) {
    url.hash = '';
    return { modal: fromFragment, props: {}, replaceWith: stripEmptyHash(url) };
  }

  const query = url.searchParams.get('modal');
  if (query !== null && Object.hasOwn(QUERY_MODALS, query)) return { modal: QUERY_MODALS[query]!, props: {}, replaceWith: null };

  if (!handleTokens) return null;
  const tokens: [string, ModalName][] = [
    ['reset_password_token', 'edit_password'],
    ['unlock_token', 'unlock_user'],
    ['confirmation_token', 'confirm_password'],
  ];
  for (const [parameter, modal] of tokens) {
    const token = url.searchParams.get(parameter);
    if (token) {
      url.searchParams.delete(parameter);
      return { modal, props: { token }, replaceWith: stripEmptyHash(url) };
    }
  }
  return null;
}

function stripEmptyHash(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
