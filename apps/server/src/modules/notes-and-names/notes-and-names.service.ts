import type { TagGroup } from '@numscope/contract';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import { nameHash } from '../../shared/name-hash.js';
import { ensureNumber, numberIdOf } from '../../shared/number-rows.js';
import { requirePhone } from '../../shared/phone.js';
import { limitDaily } from '../../shared/daily-cap.js';
import { limitWrites } from '../../shared/write-limit.js';
import { notifyNameSaved } from '../notifications/index.js';
import type { NotesAndNamesRepository } from './notes-and-names.repository.js';

type Kind = 'LIKE' | 'DISLIKE';

export interface NotesAndNamesDeps {
  repo: NotesAndNamesRepository;
  db: Database;
  uow: UnitOfWork;
  kv: KvStore;
  clock: Clock;
}

/**
 * Names people save a number under (suggestions, counted into contact names and the average
 * profile), private notes, and tags. Idempotent: suggesting again replaces my suggestion, tagging
 * twice counts once. Writes that change the card mark the number; the unit of work rebuilds it.
 */
export function createNotesAndNamesService({ repo, db, uow, kv, clock }: NotesAndNamesDeps) {
  const mayWrite = (account: AccountClaims) => limitWrites(kv, clock, account.accountId);

  return {
    async suggest({
      account,
      phone: input,
      firstName,
      lastName,
    }: {
      account: AccountClaims;
      phone: string;
      firstName: string | null;
      lastName: string | null;
    }) {
      if (!firstName && !lastName) throw new AppError('NAME_EMPTY');
      const phone = requirePhone(input);
      await mayWrite(account);
      return uow.run(async (tx) => {
        const numberId = await ensureNumber(tx, phone);
        const hash = nameHash(firstName, lastName);
        const previous = await repo.mySuggestion(numberId, account.accountId, tx);
        if (previous?.name_hash !== hash) {
          await repo.replaceSuggestion(
            { numberId, accountId: account.accountId, first: firstName, last: lastName, hash, previous, at: tx.now },
            tx,
          );
          await notifyNameSaved(tx, { e164: phone.e164, actorId: account.accountId, nameHash: hash, at: tx.now });
        }
        return { status: true };
      });
    },

    async addNotice({ account, phone: input, text }: { account: AccountClaims; phone: string; text: string }) {
      const phone = requirePhone(input);
      await mayWrite(account);
      return uow.run(async (tx) => ({ id: await repo.putNotice(await ensureNumber(tx, phone), account.accountId, text, tx.now, tx) }));
    },

    async deleteNotice({ account, phone: input }: { account: AccountClaims; phone: string }) {
      const phone = requirePhone(input);
      const numberId = await numberIdOf(db, phone.e164);
      if (numberId === null || !(await repo.deleteNotice(numberId, account.accountId))) throw new AppError('NOTICE_NOT_FOUND');
      return { status: true };
    },

    async myTags({ account, phone: input }: { account: AccountClaims; phone: string }) {
      return { tags: await repo.myTags(requirePhone(input).e164, account.accountId) };
    },

    async voteTag({
      account,
      phone: input,
      group,
      code,
      action,
    }: {
      account: AccountClaims;
      phone: string;
      group: TagGroup;
      code: string;
      action: 'ADD' | 'REMOVE';
    }) {
      const phone = requirePhone(input);
      const tagId = await repo.tagId(group, code);
      if (tagId === null) throw new AppError('TAG_UNKNOWN');
      await mayWrite(account);
      if (action === 'ADD') await limitDaily(kv, clock, account.accountId, 'tagVotes');
      return uow.run(async (tx) => {
        await repo.vote(
          { numberId: await ensureNumber(tx, phone), accountId: account.accountId, tagId, add: action === 'ADD', at: tx.now },
          tx,
        );
        return { status: true };
      });
    },

    /** Like or dislike of a contact name: one per user and name, switching, idempotent (like comment reactions). */
    async reactToContact({
      account,
      phone: input,
      hash,
      kind,
      action,
    }: {
      account: AccountClaims;
      phone: string;
      hash: string;
      kind: Kind;
      action: 'ADD' | 'REMOVE';
    }) {
      const phone = requirePhone(input);
      await mayWrite(account);
      return uow.run(async (tx) => {
        const numberId = await numberIdOf(tx, phone.e164);
        if (numberId === null || !(await repo.lockName(numberId, hash, account.accountId, tx.now, tx)))
          throw new AppError('CONTACT_NOT_FOUND');
        const had = await repo.contactReaction(numberId, hash, account.accountId, tx);
        const next = action === 'ADD' ? kind : had === kind ? null : had;
        const count = (k: Kind | null, n: number) => [k === 'LIKE' ? n : 0, k === 'DISLIKE' ? n : 0] as const;
        const [dl1, dd1] = count(had, -1);
        const [dl2, dd2] = count(next, 1);
        const changed = next !== had;
        if (changed) await repo.setContactReaction(numberId, hash, account.accountId, next, tx.now, tx);
        const counts = await repo.moveNameCounts(numberId, hash, changed ? dl1 + dl2 : 0, changed ? dd1 + dd2 : 0, tx);
        return { likes: counts.likes, dislikes: counts.dislikes, reviewResult: next };
      });
    },
  };
}

export type NotesAndNamesService = ReturnType<typeof createNotesAndNamesService>;
