import { envelope, IdData, StatusData } from '../schemas/common.js';
import type { RouteDef } from '../area-kit.js';
import {
  BurstDecideBody,
  BurstListData,
  OwnerAnswerBody,
  ReputationReviewDecideBody,
  ReputationReviewListData,
  ReputationReviewSchema,
  ReviewRequestBody,
} from './schemas.js';

/** The owner's voice and the moderation of bursts and reputation reviews (decision 030). */
export const reputationRoutes = {
  ownerAnswer: {
    method: 'POST',
    path: '/api/v6/comment/owner_answer',
    body: OwnerAnswerBody,
    response: envelope(IdData),
    auth: 'required',
    designed: true,
  },
  reviewRequest: {
    method: 'POST',
    path: '/api/v6/reputation/review_request',
    body: ReviewRequestBody,
    response: envelope(ReputationReviewSchema),
    auth: 'required',
    designed: true,
  },
  burstQueue: { method: 'GET', path: '/api/v6/moderation/bursts', response: envelope(BurstListData), auth: 'required', designed: true },
  burstDecide: {
    method: 'POST',
    path: '/api/v6/moderation/burst/decide',
    body: BurstDecideBody,
    response: envelope(StatusData),
    auth: 'required',
    designed: true,
  },
  reputationReviewQueue: {
    method: 'GET',
    path: '/api/v6/moderation/reputation_reviews',
    response: envelope(ReputationReviewListData),
    auth: 'required',
    designed: true,
  },
  reputationReviewDecide: {
    method: 'POST',
    path: '/api/v6/moderation/reputation_review/decide',
    body: ReputationReviewDecideBody,
    response: envelope(StatusData),
    auth: 'required',
    designed: true,
  },
} as const satisfies Record<string, RouteDef>;
