import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchDto } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SearchBox } from './search-box';

vi.mock('@/lib/i18n/navigation', () => import('@/test/navigation-mock'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API's body for GET /search. */
const searchBody = {
  data: { matches: [matchDto({ id: 42, slug: 'arsenal-chelsea' })], tournaments: [] },
};

function setUp(body: unknown = searchBody, status = 200) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<SearchBox />);
  const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search matches and leagues' });
  return { fetchMock, input };
}

const type = async (input: HTMLInputElement, text: string) => {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
    await Promise.resolve();
  });
};

/** The results region the input controls (a search box, not a combobox: no aria-expanded; the region's status line announces the results). */
const resultsOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('SearchBox', () => {
  it('sends nothing for fewer than 3 characters', async () => {
    const { fetchMock, input } = setUp();
    await type(input, 'ar');
    await type(input, '  a ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(resultsOf(input).hidden).toBe(true);
  });

  it('searches from 3 characters and links the results to their pages', async () => {
    const { fetchMock, input } = setUp();
    await type(input, 'ars');
    expect(await screen.findByText('1 result')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/sportsbook/v1/search?q=ars', expect.objectContaining({ method: 'GET' }));
    const link = screen.getByRole('link', { name: /Arsenal vs Chelsea/ });
    expect(link.getAttribute('href')).toBe('/football/arsenal-chelsea-42');
    expect(resultsOf(input).hidden).toBe(false);
  });

  it('takes at most 50 characters and sends a 50-character query', async () => {
    const { fetchMock, input } = setUp({ data: { matches: [], tournaments: [] } });
    expect(input.maxLength).toBe(50);
    const fifty = 'a'.repeat(50);
    await type(input, fifty);
    expect(await screen.findByText(`Nothing found for “${fifty}”`)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/sportsbook/v1/search?q=${fifty}`, expect.anything());
  });

  it('never sends 51 characters (pasted past the limit)', async () => {
    const { fetchMock, input } = setUp();
    await type(input, 'a'.repeat(51));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears with Escape and tells when search fails', async () => {
    const { input } = setUp({ error: { code: 'UNAVAILABLE', message: 'down' } }, 503);
    await type(input, 'chelsea');
    expect(await screen.findByText('Search is unavailable right now')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(resultsOf(input).hidden).toBe(true);
  });
});
