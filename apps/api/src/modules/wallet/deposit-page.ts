import { TEST_CARDS } from '@sportsbook/contracts';
import type { AccountDto } from '@sportsbook/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The deposit page shown in the deposit iframe modal (spec core §2). It posts to the quick
 * deposit call (with the app header) and tells the parent window the outcome by postMessage
 * `{type: 'sportsbook:deposit', status, deposit_id, currency, balance}` to the web origin.
 * Inline script and style carry a per-response nonce under a strict CSP.
 */
export function depositPage(options: { nonce: string; webOrigin: string; accounts: AccountDto[] | null }): string {
  const { nonce, webOrigin } = options;
  const body = options.accounts === null
    ? '<p>Sign in to deposit.</p>'
    : `<form id="deposit">
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
<style nonce="${nonce}">body{font:16px system-ui,sans-serif;margin:16px}label{display:block;margin:0 0 12px}input,select,button{display:block;width:100%;padding:8px;margin-top:4px;font:inherit}button{cursor:pointer}</style>
</head><body><h1>Deposit</h1>${body}
<script nonce="${nonce}">
(function () {
  var form = document.getElementById('deposit');
  if (!form) return;
  var result = document.getElementById('result');
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
      window.parent.postMessage({ type: 'sportsbook:deposit', status: status, deposit_id: data.id, currency: data.currency, balance: data.balance }, ${JSON.stringify(webOrigin)});
    }).catch(function () { result.textContent = 'Network error, try again.'; });
  });
})();
</script></body></html>`;
}
