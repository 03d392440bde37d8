import { defineArea } from '../area-kit.js';
import { notesAndNamesErrors } from './errors.js';
import { notesAndNamesRoutes } from './routes.js';

export * from './schemas.js';

export const notesAndNamesArea = defineArea('notes-and-names', {
  routes: notesAndNamesRoutes,
  errors: notesAndNamesErrors,
  translationPrefixes: ['contact', 'name', 'names', 'note', 'suggest', 'tag', 'tags'],
});
