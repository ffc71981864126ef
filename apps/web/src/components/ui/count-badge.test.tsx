import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

afterEach(cleanup);

describe('count badge (the bell and the Promotions link)', () => {
  it('shows the count, 99+ above 99, hidden from screen readers, with the caller\'s placement class', () => {
    render(<><CountBadge count={7} testId="seven" className="corner" /><CountBadge count={100} testId="many" /></>);
    const seven = screen.getByTestId('seven');
    expect(seven.textContent).toBe('7');
    expect(seven.getAttribute('aria-hidden')).toBe('true');
    expect(seven.className.split(' ')).toHaveLength(2);
    expect(seven.classList.contains('corner')).toBe(true);
    expect(screen.getByTestId('many').textContent).toBe('99+');
    expect(screen.getByTestId('many').className.split(' ')).toHaveLength(1);
  });
});
