import { TAG_CATALOG, TAG_GROUPS, tagLabelKey, type TagGroup } from '@numscope/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { CheckIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { useSession } from '../../../lib/session.js';
import { setMyTag, useMyTags } from '../api/use-my-tags.js';
import { useVoteTag } from '../api/use-vote-tag.js';
import './notes-and-names.css';

/**
 * "Tag this number": every group of the catalogue with toggle chips. A chip adds my vote for the
 * tag (ADD) or takes it back (REMOVE); the tags card refetches after each vote. What I picked comes
 * from the server (GET tagMine), so it shows as picked after a reload and is never added twice.
 */
export function TagVoteDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const myTags = useMyTags(phone, open);
  const mine = myTags.data ?? new Set<string>();
  const vote = useVoteTag(phone);
  const toggle = (group: TagGroup, code: string) => {
    const on = mine.has(`${group}:${code}`);
    vote.mutate(
      { phone, group, code, action_type: on ? 'REMOVE' : 'ADD' },
      { onSuccess: () => setMyTag(qc, phone, token, group, code, !on) },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t('tag_vote_title')} testId="tag-dialog" className="modal--wide">
      <p className="muted">{t('tag_vote_hint')}</p>
      <div className="tag-vote">
        {TAG_GROUPS.map((g) => (
          <fieldset key={g} className="tag-vote__group">
            <legend className="tag-group__title">{t(`tag_group_${g}`)}</legend>
            <div className="chips">
              {TAG_CATALOG[g].map((code) => {
                const key = tagLabelKey(g, code);
                const on = mine.has(`${g}:${code}`);
                return (
                  <button
                    key={code}
                    type="button"
                    className={`chip chip--toggle${on ? ' is-on' : ''}`}
                    aria-pressed={on}
                    disabled={vote.isPending || myTags.isPending}
                    onClick={() => toggle(g, code)}
                    data-testid="tag-toggle"
                    data-tag={`${g}:${code}`}
                  >
                    {on ? <CheckIcon size={14} /> : null}
                    <span className="chip__label">{i18n.exists(key) ? t(key) : code.replace(/_/g, ' ')}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="modal__actions">
        <Button variant="primary" onClick={onClose} data-testid="tag-done">
          {t('action_done')}
        </Button>
      </div>
    </Modal>
  );
}
