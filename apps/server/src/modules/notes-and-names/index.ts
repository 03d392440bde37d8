import type { ServerModule } from '../module.js';
import { expireContactRequestsJob } from './contact-requests.jobs.js';
import { createContactRequestsRepository } from './contact-requests.repository.js';
import { createContactRequestsService } from './contact-requests.service.js';
import { createNotesAndNamesRepository, type ViewerRow } from './notes-and-names.repository.js';
import { notesAndNamesRoutes } from './notes-and-names.routes.js';
import { createNotesAndNamesService } from './notes-and-names.service.js';

/** Name suggestions, contact-name likes, private notes, tag votes and paid contact requests to a number's owner. */
export const notesAndNamesModule: ServerModule = {
  area: 'notes-and-names',
  register(app, { db, uow, kv, clock, jobs }) {
    const requests = createContactRequestsService({ repo: createContactRequestsRepository(db), uow, kv, clock });
    jobs.define(expireContactRequestsJob(requests));
    notesAndNamesRoutes(app, createNotesAndNamesService({ repo: createNotesAndNamesRepository(db), db, uow, kv, clock }), requests);
  },
};

/** The viewer's own suggestion, note and contact-name reactions (by name hash) on a number, from the columns of `viewerNotesAndNamesSql` (the lookup's). */
export function viewerNotesAndNamesFrom(row: ViewerRow) {
  return {
    suggestion: row.viewer_suggestion,
    notice: row.viewer_notice,
    contactReactions: new Map(row.viewer_contacts.map((c) => [c.hash, c.kind])),
  };
}

export { viewerColumnsSql as viewerNotesAndNamesSql, type ViewerRow as ViewerNotesAndNamesColumns } from './notes-and-names.repository.js';
