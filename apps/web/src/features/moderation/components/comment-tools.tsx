import type { Comment } from '@numscope/contract';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { CommentMenu } from './comment-menu.js';
import { SubscribeToggle } from './subscribe-toggle.js';
import './moderation.css';

/**
 * The moderation actions on someone else's comment: follow its replies, and the menu with report,
 * legal complaint and — on my own number, unless a moderator hid it — hide.
 */
export function CommentModerationTools({ comment }: { comment: Comment }) {
  const viewer = useNumberViewer();
  const canHide = Boolean(viewer?.ownNumber) && comment.hiddenBy !== 'moderator';
  return (
    <>
      <SubscribeToggle commentId={comment.id} />
      <CommentMenu commentId={comment.id} canHide={canHide} />
    </>
  );
}
