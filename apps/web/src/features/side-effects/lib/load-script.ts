/**
 * Adds a third-party script (tag manager, chat widget, push SDK) to the page, once per address.
 * Allowed by the page's CSP through 'strict-dynamic': our own nonce'd code adds it.
 */
const added = new Set<string>();

export function loadScript(src: string, init?: (script: HTMLScriptElement) => void): void {
  if (added.has(src)) return;
  added.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  init?.(script);
  document.head.appendChild(script);
}
