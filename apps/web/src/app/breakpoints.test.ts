import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every media query of the front end's CSS uses a breakpoint of spec core §2 (sm 720, md 960, lg
 * 1280, xl 1920, the mobile threshold 780) or the 360 px narrowest screen the pages are made for:
 * `min-width: N` or `max-width: N − 0.02` (the width just below it).
 */
const BREAKPOINTS = [360, 720, 780, 960, 1280, 1920];
const srcDir = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  // Each query as the breakpoint it stands for: max-width N − 0.02 is the width just below N.
  const queries = cssFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map(([, bound, width]) => ({
      file: file.slice(srcDir.length + 1),
      breakpoint: bound === 'min' ? Number(width) : Math.round((Number(width) + 0.02) * 100) / 100,
    })));

  it('are the spec’s, in every media query', () => {
    expect(queries.length).toBeGreaterThan(5);
    const off = queries.filter(({ breakpoint }) => !BREAKPOINTS.includes(breakpoint));
    expect(off).toEqual([]);
  });

  it('cover sm, md, lg and xl and the mobile threshold', () => {
    const used = new Set(queries.map(({ breakpoint }) => breakpoint));
    for (const width of [720, 780, 960, 1280, 1920]) expect(used).toContain(width);
  });
});
