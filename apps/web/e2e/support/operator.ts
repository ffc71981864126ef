import { expect, type APIRequestContext } from '@playwright/test';
import { apiOrigin } from './ports';

/**
 * The operator of the end-to-end run: the API is started with this OPERATOR_API_KEY
 * (playwright.config.ts), so the specs create campaigns and issue bonuses through the operator
 * routes (/sportsbook/v1/operator/…, header X-Operator-Key) as an operator's back office would.
 */
export const operatorKey = 'e2e-operator-key-0123456789abcdef0123456789';

/**
 * The settings the API of an end-to-end run starts with (its SITE_SETTINGS): quick deposit on, as
 * the specs deposit through the quick-deposit form, and activity tracking on, as time-limits.spec and
 * host-frame.spec count active play (the settings store's default of both is off, docs/payments.md).
 */
export const e2eSiteSettings = JSON.stringify({ features: { quick_deposit: true, activity_tracking: true } });

const operatorHeaders = { 'x-operator-key': operatorKey };

/** Creates a campaign (POST /operator/campaigns) and issues it to the player (POST /operator/campaigns/{id}/issue). */
export async function issueCampaign(request: APIRequestContext, userId: number, campaign: Record<string, unknown>): Promise<number> {
  const created = await request.post(`${apiOrigin}/sportsbook/v1/operator/campaigns`, { headers: operatorHeaders, data: campaign });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const issued = await request.post(`${apiOrigin}/sportsbook/v1/operator/campaigns/${data.id}/issue`, { headers: operatorHeaders, data: { user_ids: [userId] } });
  expect(issued.status(), await issued.text()).toBe(200);
  expect(((await issued.json()) as { data: { issued: number } }).data.issued).toBe(1);
  return data.id;
}

/** The cashier decides a pending withdrawal (POST /operator/withdrawals/{id}): paid out, or failed (the money returns). */
export async function decideWithdrawal(request: APIRequestContext, id: number, status: 'processed' | 'failed'): Promise<void> {
  const decided = await request.post(`${apiOrigin}/sportsbook/v1/operator/withdrawals/${id}`, { headers: operatorHeaders, data: { status } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** The moderator mutes (or unmutes) a player in every match chat (PUT / DELETE /operator/chat/mutes/{id}). */
export async function muteInChat(request: APIRequestContext, userId: number, muted: boolean): Promise<void> {
  const url = `${apiOrigin}/sportsbook/v1/operator/chat/mutes/${userId}`;
  const answer = muted ? await request.put(url, { headers: operatorHeaders }) : await request.delete(url, { headers: operatorHeaders });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The moderator deletes a chat message (DELETE /operator/chat/messages/{id}). */
export async function deleteChatMessage(request: APIRequestContext, id: number): Promise<void> {
  const answer = await request.delete(`${apiOrigin}/sportsbook/v1/operator/chat/messages/${id}`, { headers: operatorHeaders });
  expect(answer.status(), await answer.text()).toBe(204);
}
