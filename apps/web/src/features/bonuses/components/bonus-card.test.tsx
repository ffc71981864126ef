import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { BonusDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { renderWithProviders } from '@/test/render';
import { BonusCard } from './bonus-card';

const bonus: BonusDto = {
  campaign_id: 1, uses_count: 1, country_codes: [], event_conditions: [], only_verified: false, valid_to: '2026-12-01T12:00:00.000Z', trigger_key: null, status: 'active',
  banners: [{ id: 'spring', url: '/banners/spring.png', alternative_text: 'Spring boost' }],
  id: 'c1', name: 'Acca boost', type: 'comboboost', min_odds: 1.2, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }], issued: null,
};
const proxied = (url: string, width: number, quality: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;

function renderCard(cmsBaseUrl: string | null, card: BonusDto = bonus) {
  return renderWithProviders(
    <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, cmsBaseUrl }}>
      <BonusCard bonus={card} onOpen={() => undefined} />
    </SiteConfigProvider>,
  );
}

/** An IntersectionObserver that sees every element on screen at once; the last test has its own. */
function everythingVisible() {
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
  });
}

beforeEach(everythingVisible);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a bonus card banner (spec promotions §3 "Media", §7 image proxy)', () => {
  it('shows the banner through the image proxy, its path prefixed with the CMS base: avif, webp, then the original format', () => {
    const { container } = renderCard('https://cms.example/media');
    const image = screen.getByRole('img', { name: 'Spring boost' });
    const source = 'https://cms.example/media/banners/spring.png';
    const avif = container.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
    const webp = container.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '';
    expect(avif.split(', ')).toEqual([160, 320, 480, 640, 960, 1280].map((width) => `${proxied(source, width, 65)} ${width}w`));
    expect(webp).toContain(`${proxied(source, 640, 70)} 640w`);
    expect(image.getAttribute('src')).toBe(proxied(source, 1280, 80));
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('400');
  });

  it('keeps an absolute banner address, and leaves a banner the proxy refuses out', () => {
    const { container } = renderCard('https://cms.example', { ...bonus, banners: [{ id: 'cdn', url: 'https://cdn.example/boost.png', alternative_text: 'Boost' }] });
    const image = screen.getByRole('img', { name: 'Boost' });
    expect(image.getAttribute('src')).toBe(proxied('https://cdn.example/boost.png', 1280, 80));
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Boost' })).toBeNull();
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Acca boost' }).textContent).toBe('Acca boost');
  });

  it('shows no picture without a banner', () => {
    const { container } = renderCard(null, { ...bonus, banners: [] });
    expect(container.querySelector('picture')).toBeNull();
  });

  it('loads the picture only within 200 px of the viewport (spec core §9 prefetch margin)', () => {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    });
    const { container } = renderCard('https://cms.example');
    const image = screen.getByRole('img', { name: 'Spring boost' });
    expect(image.getAttribute('src')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
    expect(observers.map((observer) => observer.margin)).toEqual(['200px']);
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(image.getAttribute('src')).toBe(proxied('https://cms.example/banners/spring.png', 1280, 80));
    expect(container.querySelectorAll('source')).toHaveLength(2);
  });
});
