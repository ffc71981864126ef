import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFlags } from '@/test/site-flags';
import { FeatureFlagGate } from './feature-flag-gate';

afterEach(cleanup);

describe('FeatureFlagGate', () => {
  it('shows its content only while responsible gambling is offered', () => {
    renderWithFlags(<FeatureFlagGate flag="responsible_gambling"><button type="button">Set your limits</button></FeatureFlagGate>, { responsible_gambling: true });
    expect(screen.getByRole('button', { name: 'Set your limits' })).toBeTruthy();
    cleanup();
    renderWithFlags(<FeatureFlagGate flag="responsible_gambling"><button type="button">Set your limits</button></FeatureFlagGate>, { responsible_gambling: false });
    expect(screen.queryByRole('button', { name: 'Set your limits' })).toBeNull();
  });
});
