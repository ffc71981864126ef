import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { CLIENT_NAMESPACES, pickClientMessages } from './client-messages';

const srcDir = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('client messages', () => {
  it('lists every namespace a client component reads', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const code = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(code)) continue;
      for (const [, namespace] of code.matchAll(/useTranslations\(\s*['"]([\w.]+)['"]/g)) used.add(namespace!.split('.')[0]!);
    }
    expect([...used].filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });

  it('keeps only those namespaces', () => {
    const picked = pickClientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].filter((namespace) => namespace in en).sort());
    expect(picked).not.toHaveProperty('Metadata');
  });
});
