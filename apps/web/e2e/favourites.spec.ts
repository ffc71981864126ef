import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, confirmedUser, signInThroughModal } from './support/player';

// Favourites end to end (spec promotions §4 "Favorites"), against the real API: a visitor is asked
// to sign in; a player stars a match and a league in a listing, finds both on /favorites (kept by
// the server across a reload), and unstars the match there.

interface MatchSummary {
  id: number;
  name: string;
  tournament: { name: string };
}

/** The first pre-match match on the board (what /schedule lists first). */
async function firstUpcomingMatch(request: APIRequestContext): Promise<MatchSummary> {
  const response = await request.get(`${api}/sportsbook/v1/matches?match_status=0&type=match&limit=1`);
  const [match] = ((await response.json()) as { data: MatchSummary[] }).data;
  expect(match).toBeDefined();
  return match!;
}

test('a player stars a match and a league and finds them on the favourites page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await confirmedUser(request, 'favourites');
  const match = await firstUpcomingMatch(request);

  // A visitor's favourites page asks for a sign-in.
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('region', { name: 'Sign in to see your favourites' }).getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);

  // Star the match and its league in the schedule listing.
  await page.goto('/schedule');
  const matchStar = page.getByRole('button', { name: `Favourite: ${match.name}` });
  await expect(matchStar).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
  await matchStar.click();
  await expect(matchStar).toHaveAttribute('aria-pressed', 'true');
  const leagueStar = page.getByRole('button', { name: `Favourite: ${match.tournament.name}` }).first();
  await leagueStar.click();
  await expect(leagueStar).toHaveAttribute('aria-pressed', 'true');

  // Both are on the favourites page, from the main navigation, and still after a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  const matches = page.getByRole('region', { name: 'Matches' });
  const leagues = page.getByRole('region', { name: 'Leagues' });
  await expect(matches.getByRole('button', { name: `Favourite: ${match.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(leagues.getByRole('link', { name: new RegExp(match.tournament.name) })).toBeVisible();
  await page.reload();
  await expect(matches.getByTestId('match-row')).toHaveCount(1);
  await expect(leagues.getByRole('button', { name: `Favourite: ${match.tournament.name}` })).toHaveAttribute('aria-pressed', 'true');

  // Unstarring the match there takes it off the list; the league stays.
  await matches.getByRole('button', { name: `Favourite: ${match.name}` }).click();
  await expect(matches.getByText('None of your favourite matches is on the board now.')).toBeVisible();
  await expect(leagues.getByRole('link', { name: new RegExp(match.tournament.name) })).toBeVisible();
});

// Issue 18 point 4: a star clicked while the session is still loading waits for it.
test('reload and star a match within a second: no sign-in dialog, the star turns on', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await confirmedUser(request, 'favourites-reload');
  const match = await firstUpcomingMatch(request);
  await page.goto('/schedule');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page, email);

  // Right after the reload's load event the profile is still loading: the click must wait for it.
  await page.reload();
  const matchStar = page.getByRole('button', { name: `Favourite: ${match.name}` });
  await matchStar.click({ timeout: 1_000 });
  await expect(matchStar).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  // The server kept it.
  await page.reload();
  await expect(matchStar).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
});
