import { TEST_CARDS } from '@sportsbook/contracts';
import type { AccountDto } from '@sportsbook/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The web app's colours (apps/web/src/app/globals.css), so the framed page looks like the rest of the app. */
const STYLE = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{color-scheme:dark}',
  "body{margin:0;padding:16px;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#17212f;color:#eef2f7}",
  'main{max-inline-size:480px;margin-inline:auto}',
  'h1{margin:0 0 16px;font-size:1.25rem}',
  'form{display:grid;gap:12px}',
  'label{display:grid;gap:4px;font-size:.875rem;font-weight:600;color:#a3b1c4}',
  'input,select{inline-size:100%;min-inline-size:0;min-block-size:44px;padding:0 12px;border:1px solid #2c3b4f;border-radius:8px;background:#1f2c3d;color:#eef2f7;font:inherit}',
  'button{min-block-size:44px;padding:0 16px;border:0;border-radius:8px;background:#ffc400;color:#111;font:inherit;font-weight:700;cursor:pointer}',
  'input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid #7cc4ff;outline-offset:2px}',
  '#result{margin:0;min-block-size:1.4em;font-weight:600}',
  'a{color:#ffc400}',
].join('');

/**
 * The deposit page shown in the deposit iframe modal (spec core §2). It posts to the quick
 * deposit call (with the app header) and tells the parent window the outcome by postMessage
 * `{type: 'sportsbook:deposit', status, deposit_id, currency, balance}`. The message goes to the
 * parent's origin only when that is the page's own origin (the page served through the web app's
 * proxy, whatever its host name: 127.0.0.1, localhost or the public name) or one of the configured
 * web origins; to no other window. Inline script and style carry a per-response nonce under a strict CSP.
 */
export function depositPage(options: { nonce: string; webOrigins: string[]; accounts: AccountDto[] | null }): string {
  const { nonce, webOrigins } = options;
  const body = options.accounts === null
    ? '<p>Sign in to deposit.</p>'
    : `<form id="deposit" novalidate>
  <label>Amount <input name="amount" inputmode="decimal" required autocomplete="off" placeholder="10.00"></label>
  <label>Currency <select name="currency">${options.accounts.map((account) => `<option value="${escapeHtml(account.currency)}" data-subunits="${account.subunits}"${account.active ? ' selected' : ''}>${escapeHtml(account.currency)}</option>`).join('')}</select></label>
  <label>Test card <select name="card_number">
    <option value="${TEST_CARDS.success}">${TEST_CARDS.success} (success)</option>
    <option value="${TEST_CARDS.pending}">${TEST_CARDS.pending} (pending)</option>
    <option value="${TEST_CARDS.error}">${TEST_CARDS.error} (declined)</option>
  </select></label>
  <button type="submit">Deposit</button>
  <p id="result" role="status" aria-live="polite"></p>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Deposit</title>
<style nonce="${nonce}">${STYLE}</style>
</head><body><main><h1>Deposit</h1>${body}</main>
<script nonce="${nonce}">
(function () {
  var form = document.getElementById('deposit');
  if (!form) return;
  var result = document.getElementById('result');
  // The origins the outcome may be told to: this page's own (served through the web app) and the configured web origins.
  var allowed = [location.origin].concat(${JSON.stringify(webOrigins)});
  function parentOrigin() {
    if (window.parent === window) return null;
    var ancestors = location.ancestorOrigins;
    var origin = ancestors && ancestors.length > 0 ? ancestors[0] : null;
    if (!origin && document.referrer) { try { origin = new URL(document.referrer).origin; } catch (error) { origin = null; } }
    return origin && allowed.indexOf(origin) !== -1 ? origin : null;
  }
  function toMinor(text, subunits) {
    var match = /^(\\d+)(?:[.,](\\d*))?$/.exec(text.trim());
    var decimals = Math.round(Math.log10(subunits));
    if (!match || (match[2] || '').length > decimals) return null;
    return Number(match[1]) * subunits + Number(((match[2] || '') + '00000000').slice(0, decimals) || '0');
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var option = form.currency.options[form.currency.selectedIndex];
    var amount = toMinor(form.amount.value, Number(option.getAttribute('data-subunits')));
    if (!amount) { result.textContent = 'Enter a valid amount.'; return; }
    fetch('/platform/wallet/deposits', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-sportsbook-app': 'web' },
      body: JSON.stringify({ amount: amount, currency: option.value, card_number: form.card_number.value })
    }).then(function (response) { return response.json(); }).then(function (data) {
      var status = data.status || 'error';
      result.textContent = data.message || (data.error && data.error.message) || status;
      var target = parentOrigin();
      if (target) window.parent.postMessage({ type: 'sportsbook:deposit', status: status, deposit_id: data.id, currency: data.currency, balance: data.balance }, target);
    }).catch(function () { result.textContent = 'Network error, try again.'; });
  });
})();
</script></body></html>`;
}
