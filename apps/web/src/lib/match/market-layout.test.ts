import { describe, expect, it } from 'vitest';
import { marketLayout } from './market-layout';

const columns = (labels: string[]) => {
  const layout = marketLayout(labels);
  return layout.kind === 'columns' ? layout.columns : layout.kind;
};

describe('marketLayout (issue 18 point 3)', () => {
  it('puts short labels three to a row: 1 X 2, double chance, goal N', () => {
    expect(columns(['1', 'X', '2'])).toBe(3);
    expect(columns(['1X', '12', 'X2'])).toBe(3);
    expect(columns(['1', 'None', '2'])).toBe(3);
    expect(columns(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(3);
    expect(columns(['a', 'b', 'c', 'd', 'e'])).toBe(3);
  });

  it('pairs two-way markets and even lists of middling labels', () => {
    expect(columns(['Yes', 'No'])).toBe(2);
    expect(columns(['Over 3.5', 'Under 3.5'])).toBe(2);
    expect(columns(['1 (-1.5)', '2 (+1.5)'])).toBe(2);
    expect(columns(['Over 215.5', 'Under 215.5', 'Over 216.5', 'Under 216.5'])).toBe(2);
  });

  it('gives long labels full-width rows', () => {
    expect(columns(['Manchester United', 'Draw', 'Wolverhampton Wanderers'])).toBe(1);
    expect(columns(['Cristiano Ronaldo dos Santos', 'No goalscorer'])).toBe(1);
    expect(columns(['Only one'])).toBe(1);
    expect(columns(['Arsenal to win', 'Draw', 'Chelsea to win'])).toBe(1);
  });

  it('lays correct scores out as a grid: home wins, draws, away wins in score order, the rest below', () => {
    const labels = ['0:0', '0:1', '1:0', '1:1', '2:1', '1:2', '2:0', 'Other'];
    const layout = marketLayout(labels);
    expect(layout.kind).toBe('scores');
    if (layout.kind !== 'scores') return;
    const at = (label: string) => layout.placements[labels.indexOf(label)];
    expect(at('1:0')).toEqual({ column: 1, row: 1 });
    expect(at('2:0')).toEqual({ column: 1, row: 2 });
    expect(at('2:1')).toEqual({ column: 1, row: 3 });
    expect(at('0:0')).toEqual({ column: 2, row: 1 });
    expect(at('1:1')).toEqual({ column: 2, row: 2 });
    expect(at('0:1')).toEqual({ column: 3, row: 1 });
    expect(at('1:2')).toEqual({ column: 3, row: 2 });
    expect(at('Other')).toEqual({ column: 0, row: 4 });
  });

  it('reads "2-1" scores too, and is no score grid with fewer than three scores or two other labels', () => {
    expect(marketLayout(['1-0', '0-0', '0-1']).kind).toBe('scores');
    expect(columns(['1:0', '0:1'])).toBe(2);
    expect(columns(['1:0', '0:0', '0:1', 'Other', 'Any'])).toBe(3);
  });
});
