import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProfileState, Reputation } from '@numscope/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberViewerContext, type NumberViewer } from '../../../lib/number-viewer.js';
import { ReputationCard } from './reputation-card.js';

const NOW = Date.parse('2026-11-20T12:00:00Z') / 1000;
const explained: Reputation = {
  warnings: 6.4,
  endorsements: 0.5,
  voices: 7,
  held: 3,
  underReview: true,
  newVoicesCapped: false,
  topTags: [
    { group: 'callerType', code: 'scammer', weight: 3.2, polarity: 'warning' },
    { group: 'callReasons', code: 'fraud_attempt', weight: 1.1, polarity: 'warning' },
  ],
  lastSignalTimestamp: NOW,
  recentShare: 0.62,
  halfLifeDays: 180,
  resetTimestamp: null,
  ownerReview: null,
};
const profile = (reputation: Reputation, index = 2.6) => ({ reputation, metrics: { index } }) as unknown as ProfileState;

function renderCard(data: ProfileState, viewer: Partial<NumberViewer> = {}, locale = 'en-US') {
  const ctx: NumberViewer = { phone: '79161234567', locale: 'en-US', signedIn: false, profileId: 0, ownNumber: false, ...viewer };
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NumberViewerContext.Provider value={ctx}>
        <ReputationCard data={data} locale={locale} />
      </NumberViewerContext.Provider>
    </QueryClientProvider>,
  );
}

describe('"Why 2/10?"', () => {
  it('says in words what counts: the weighted sides, how many people, the tags, recency, what is held', () => {
    renderCard(profile(explained));
    expect(screen.getByRole('heading', { name: 'Why 2.6/10?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Warnings add up to 6\.4 and endorsements to 0\.5, each counted by the weight of the person who gave it\. 7 people’s voices count\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Tags that weigh most in the index: Scammer and Fraud attempt.')).toBeInTheDocument();
    expect(screen.getByText('Last signal: Nov 20, 2026. 62% of the weight is from the last 90 days.')).toBeInTheDocument();
  });

  it('ends the recency sentence once where the date ends with its own full stop (Russian "г.")', () => {
    renderCard(profile(explained), {}, 'ru-RU');
    expect(screen.getByText(/^Last signal: /).textContent).toMatch(/^Last signal: 20 нояб\. 2026 г\. 62\s?% of the weight/);
  });

  it('keeps the rest of the explanation', () => {
    renderCard(profile(explained));
    expect(screen.getByText(/3 recent signals from new or related accounts are held for a moderator/)).toBeInTheDocument();
    expect(screen.getByTestId('reputation-under-review')).toHaveTextContent('Under review');
    expect(screen.getByText('Unwanted: an index of 4 or lower, with warnings adding up to at least 3.')).toBeInTheDocument();
    // A visitor cannot ask for a review.
    expect(screen.queryByRole('button', { name: 'Request a review' })).not.toBeInTheDocument();
  });

  it('says a number nobody spoke about is neutral', () => {
    renderCard(profile({ ...explained, warnings: 0, endorsements: 0, voices: 0, held: 0, underReview: false, topTags: [] }, 5));
    expect(screen.getByRole('heading', { name: 'Why 5/10?' })).toBeInTheDocument();
    expect(screen.getByText(/Nobody has said anything about this number yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Last signal/)).not.toBeInTheDocument();
  });

  it('offers the owner a review request, and shows everyone its outcome instead once asked', () => {
    const { unmount } = renderCard(profile({ ...explained, underReview: false }), { signedIn: true, ownNumber: true });
    expect(screen.getByRole('button', { name: 'Request a review' })).toBeInTheDocument();
    unmount();
    const decided = {
      ...explained,
      resetTimestamp: NOW,
      ownerReview: {
        id: 1,
        status: 'upheld' as const,
        reason: 'Reassigned to me',
        requestedAtTimestamp: NOW - 86_400,
        reviewDeadlineTimestamp: NOW + 86_400 * 29,
        decidedAtTimestamp: NOW,
        decisionNote: 'Reassigned number',
      },
    };
    renderCard(profile(decided, 5));
    expect(screen.getByTestId('owner-review')).toHaveTextContent('a moderator upheld the request on Nov 20, 2026');
    expect(screen.getByTestId('owner-review')).toHaveTextContent('Moderator’s note: Reassigned number');
    expect(screen.getByText(/signals from before then no longer count/)).toBeInTheDocument();
  });
});
