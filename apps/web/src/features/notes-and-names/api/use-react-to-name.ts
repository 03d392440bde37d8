import { useWrite, type WriteOptions } from '../../../lib/use-write.js';

/** POST contactLike: likes or dislikes a name the number is saved under; the answer's counts are shown by the caller, nothing cached changes. */
export function useReactToName(opts: WriteOptions<'contactLike'> = {}) {
  return useWrite('contactLike', opts);
}
