/** Public API of the comments feature: a number's comment list and threads, my comment, reactions and boosts. */
export { CommentsSection } from './components/comments-section.js';
export { MyComment, LoginToWrite } from './components/my-comment.js';
export type { CommentTools } from './components/comment-item.js';
