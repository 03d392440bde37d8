import { useWrite } from '../../../lib/use-write.js';

/** POST reportComment: a report with a short reason; nothing cached changes (the state is the moderation store's). */
export function useReportComment() {
  return useWrite('reportComment');
}
