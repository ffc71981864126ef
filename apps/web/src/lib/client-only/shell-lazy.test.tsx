import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shellLazy } from './shell-lazy';

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

const loadPanel = () => Promise.resolve({ default: Panel });

describe('shellLazy', () => {
  it('renders synchronously, with no Suspense boundary, once its chunk has loaded', async () => {
    const Lazy = shellLazy(loadPanel);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Lazy text="Total 1 1" />)).toBe('<p>Total 1 1</p>');
  });

  it('where React.lazy alone would still suspend on its first render', async () => {
    const Plain = lazy(loadPanel);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(() => renderToString(<Plain text="x" />)).toThrow();
  });

  it('starts loading when it is created, not when first rendered', () => {
    let calls = 0;
    shellLazy(() => {
      calls += 1;
      return loadPanel();
    });
    expect(calls).toBe(1);
  });
});
