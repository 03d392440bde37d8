import { useWrite } from '../../../lib/use-write.js';

/** POST reportContact: reports a name the number is saved under; nothing cached changes. */
export function useReportContact() {
  return useWrite('reportContact');
}
