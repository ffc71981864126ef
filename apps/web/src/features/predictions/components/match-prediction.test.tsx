import { AUTH_STATUS } from '@sportsbook/domain';
import type { Prediction } from '@sportsbook/contracts/models';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { useAuthStore } from '@/lib/auth/auth-store';
import { applyPublicEvent } from '@/lib/live/apply-event';
import { useModalStore } from '@/lib/modals/modal-store';
import { renderWithProviders } from '@/test/render';
import { castVote, fetchPrediction } from '../api/prediction-api';
import type * as PredictionApi from '../api/prediction-api';
import { MatchPrediction } from './match-prediction';

vi.mock('../api/prediction-api', async (importOriginal) => ({
  ...(await importOriginal<typeof PredictionApi>()),
  fetchPrediction: vi.fn(),
  castVote: vi.fn(),
}));
const read = vi.mocked(fetchPrediction);
const send = vi.mocked(castVote);

const prediction = (overrides: Partial<Prediction> = {}): Prediction => ({
  predictionId: 'match:42:winner',
  answers: [{ answer: '1', votes: 3, share: 0.75 }, { answer: 'X', votes: 0, share: 0 }, { answer: '2', votes: 1, share: 0.25 }],
  total: 4,
  open: true,
  vote: null,
  ...overrides,
});
const shares = () => screen.getAllByTestId('prediction-share').map((item) => item.textContent);

beforeEach(() => useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never }));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  useModalStore.setState({ stack: [] });
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('MatchPrediction (spec promotions §3 "Vote")', () => {
  it('shows each answer with its share and the count, and a player votes once', async () => {
    read.mockResolvedValue(prediction());
    send.mockResolvedValue(prediction({ answers: [{ answer: '1', votes: 3, share: 0.6 }, { answer: 'X', votes: 0, share: 0 }, { answer: '2', votes: 2, share: 0.4 }], total: 5, vote: '2' }));
    renderWithProviders(<MatchPrediction matchId={42} home="Arsenal" away="Chelsea" />);
    expect(await screen.findByText('4 votes')).toBeTruthy();
    expect(shares()).toEqual(['Arsenal75%', 'Draw0%', 'Chelsea25%']);
    const group = screen.getByRole('group', { name: 'Your prediction' });
    fireEvent.click(within(group).getByRole('button', { name: 'Chelsea' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thanks, your vote is in.'));
    expect(send).toHaveBeenCalledWith('match:42:winner', '2');
    expect(shares()).toEqual(['Arsenal60%', 'Draw0%', 'Chelsea · your vote40%']);
    expect(screen.queryByRole('group', { name: 'Your prediction' })).toBeNull();
  });

  it('follows vote_changed on the match channel', async () => {
    read.mockResolvedValue(prediction());
    const { queryClient } = renderWithProviders(<MatchPrediction matchId={42} home="Arsenal" away="Chelsea" />);
    await screen.findByText('4 votes');
    applyPublicEvent(queryClient, 'en', { event_name: 'vote_changed', message: { prediction_id: 'match:42:winner', total: 1, answers: [{ data: '1', votes: 0, share: 0 }, { data: 'X', votes: 1, share: 1 }, { data: '2', votes: 0, share: 0 }] } });
    expect(await screen.findByText('1 vote')).toBeTruthy();
    expect(shares()).toEqual(['Arsenal0%', 'Draw100%', 'Chelsea0%']);
  });

  it("asks a visitor to sign in and sends nothing; says why a refused vote failed; a started match shows shares only", async () => {
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    read.mockResolvedValue(prediction());
    renderWithProviders(<MatchPrediction matchId={42} home="Arsenal" away="Chelsea" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Arsenal' }));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
    expect(send).not.toHaveBeenCalled();
    cleanup();

    useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
    send.mockRejectedValue(new ApiError(409, '/sportsbook/v1/vote', { error: { code: 'ALREADY_VOTED', message: 'voted' } }));
    renderWithProviders(<MatchPrediction matchId={42} home="Arsenal" away="Chelsea" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You have voted on this match already.'));
    cleanup();

    read.mockResolvedValue(prediction({ open: false, total: 0, answers: [{ answer: '1', votes: 0, share: 0 }, { answer: '2', votes: 0, share: 0 }] }));
    renderWithProviders(<MatchPrediction matchId={42} home="Nadal" away="Federer" />);
    expect(await screen.findByText('No votes yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Voting closed when the match started.');
  });
});
