import { defineArea } from '../area-kit.js';
import { commentsErrors } from './errors.js';
import { commentsRoutes } from './routes.js';

export * from './schemas.js';

export const commentsArea = defineArea('comments', {
  routes: commentsRoutes,
  errors: commentsErrors,
  translationPrefixes: ['comment', 'comments', 'compose', 'reply', 'thread', 'react', 'boost', 'edited'],
});
