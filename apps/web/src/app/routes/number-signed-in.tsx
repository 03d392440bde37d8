import type { Comment } from '@numscope/contract';
import { CommentModerationTools } from '../../features/moderation/index.js';
import { OwnerAnswerButton } from '../../features/reputation/index.js';

/**
 * The parts of a number page only a signed-in viewer sees: the note, the actions, my review, the
 * name suggestion and the tools on each comment and name. Visitors never download them; for a
 * signed-in viewer the router starts loading them with the page (router.tsx).
 */
export { MyComment } from '../../features/comments/index.js';
export { ContactReportButton } from '../../features/moderation/index.js';
export {
  ContactRequestCard,
  IncomingRequestsCard,
  NoticeCard,
  NumberActions,
  SuggestNameDialog,
} from '../../features/notes-and-names/index.js';

/** The owner's answer and the moderation actions under someone else's comment. */
export function CommentToolsRow({ comment }: { comment: Comment }) {
  return (
    <>
      <OwnerAnswerButton comment={comment} />
      <CommentModerationTools comment={comment} />
    </>
  );
}
