import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnnouncerStore } from '@/lib/a11y/announcer-store';
import { useSelectionAnnouncements } from '@/lib/live/use-selection-announcements';
import type { AnnouncedSelection } from '@/lib/live/selection-changes';
import { providersWrapper } from '@/test/providers-wrapper';
import { PoliteAnnouncer } from './polite-announcer';

afterEach(() => {
  cleanup();
  useAnnouncerStore.setState({ message: '', id: 0 });
});

function Slip({ selections }: { selections: AnnouncedSelection[] }) {
  useSelectionAnnouncements(selections);
  return <PoliteAnnouncer />;
}

describe('bet slip selection announcements', () => {
  it('announces price and availability changes of the selections in a polite live region', () => {
    const first = [{ id: 's1', outcomeName: 'Arsenal', odds: 2.5 }];
    const { rerender } = render(<Slip selections={first} />, { wrapper: providersWrapper() });
    const region = screen.getByTestId('polite-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => rerender(<Slip selections={[{ id: 's1', outcomeName: 'Arsenal', odds: 2.75 }]} />));
    expect(region.textContent).toBe('Arsenal: odds up from 2.50 to 2.75');

    act(() => rerender(<Slip selections={[{ id: 's1', outcomeName: 'Arsenal', odds: 2.75, isNotAvailable: true }]} />));
    expect(region.textContent).toBe('Arsenal: not available');
  });

  it('stays quiet when nothing changed', () => {
    const selections = [{ id: 's1', outcomeName: 'Arsenal', odds: 2.5 }];
    const { rerender } = render(<Slip selections={selections} />, { wrapper: providersWrapper() });
    act(() => rerender(<Slip selections={[...selections]} />));
    expect(screen.getByTestId('polite-announcer').textContent).toBe('');
  });
});
