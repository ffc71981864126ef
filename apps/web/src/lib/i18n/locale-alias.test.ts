import { describe, expect, it } from 'vitest';
import { canonicalLocalePath } from './locale-alias';

describe('canonicalLocalePath', () => {
  it.each([
    ['/no/live', '/nb/live'],
    ['/br', '/pt-BR'],
    ['/tl/football/some-match', '/fil/football/some-match'],
    ['/pt-br/results', '/pt-BR/results'],
    ['/ZH-CN/', '/zh-CN/'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalLocalePath(path)).toBe(canonical);
  });

  it.each(['/', '/nb/live', '/pt-BR', '/live', '/football/no', '/sitemap.xml'])('leaves %s alone', (path) => {
    expect(canonicalLocalePath(path)).toBeNull();
  });
});
