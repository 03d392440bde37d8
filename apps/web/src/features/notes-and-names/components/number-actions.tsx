import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { LockIcon, TagIcon, UserPlusIcon } from '../../../components/icons.js';
import { SuggestNameDialog } from './suggest-name-dialog.js';
import { TagVoteDialog } from './tag-vote-dialog.js';
import './notes-and-names.css';

/** Signed-in actions on a number: suggest a name, tag it, add a private note. */
export function NumberActions({ phone, hasNotice, onAddNote }: { phone: string; hasNotice: boolean; onAddNote: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'suggest' | 'tags' | null>(null);
  return (
    <div className="number-actions" role="group" aria-label={t('comment_menu')}>
      <Button variant="secondary" size="sm" icon={<UserPlusIcon size={16} />} onClick={() => setOpen('suggest')} data-testid="suggest-open">
        {t('suggest_action')}
      </Button>
      <Button variant="secondary" size="sm" icon={<TagIcon size={16} />} onClick={() => setOpen('tags')} data-testid="tags-open">
        {t('tag_vote_action')}
      </Button>
      {!hasNotice ? (
        <Button variant="secondary" size="sm" icon={<LockIcon size={16} />} onClick={onAddNote} data-testid="notice-add">
          {t('note_add')}
        </Button>
      ) : null}
      <SuggestNameDialog open={open === 'suggest'} onClose={() => setOpen(null)} phone={phone} />
      <TagVoteDialog open={open === 'tags'} onClose={() => setOpen(null)} phone={phone} />
    </div>
  );
}
