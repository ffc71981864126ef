import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { Tabs, nextTabIndex } from './tabs';

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, false, 1],
    ['ArrowRight', 2, false, 0],
    ['ArrowLeft', 0, false, 2],
    ['ArrowLeft', 0, true, 1],
    ['Home', 2, false, 0],
    ['End', 0, false, 2],
    ['a', 0, false, null],
  ])('%s from %i (rtl %s) → %s', (key, current, rtl, expected) => {
    expect(nextTabIndex(key, current, 3, rtl)).toBe(expected);
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'a', label: 'Alpha', content: <p>alpha panel</p> },
    { id: 'b', label: 'Beta', content: <p>beta panel</p> },
  ];

  it('shows the first panel and switches on click', () => {
    render(<Tabs items={items} label="Things" />);
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('alpha panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByText('beta panel')).toBeTruthy();
    expect(screen.queryByText('alpha panel')).toBeNull();
  });

  it('moves with arrow keys and keeps one tab in the tab order', () => {
    render(<Tabs items={items} label="Things" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowRight' });
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta.getAttribute('aria-selected')).toBe('true');
    expect(beta.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Alpha' }).tabIndex).toBe(-1);
    expect(document.activeElement).toBe(beta);
  });
});
