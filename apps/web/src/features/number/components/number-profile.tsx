import { TAG_GROUPS, type ProfileState } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { digitsOf, formatInternational } from '../../../lib/phone.js';
import { CommentsSection } from './comments-section.js';
import { EmptyProfile } from './empty-profile.js';
import { LoginToWrite, MyComment } from './my-comment.js';
import { NamesCard } from './names-card.js';
import { NoticeCard } from './notice-card.js';
import { NumberActions } from './number-actions.js';
import { PaidSearchPanel } from './paid-search-panel.js';
import { ProfileSummary } from './profile-summary.js';
import { StatsRow } from './stats-row.js';
import { SuggestNameDialog } from './suggest-name-dialog.js';
import { TagsCard } from './tags-card.js';

/** Whether nobody has written anything about the number yet (no comments, names or tags). */
export function isEmptyProfile(p: ProfileState): boolean {
  return p.metrics.commentsCount === 0 && !p.pinnedComment && p.comments.length === 0 && p.contacts.length === 0 && TAG_GROUPS.every((g) => p.tagsTop[g].length === 0);
}

export function NumberProfile({
  data,
  locale,
  updatedAt,
  signedIn,
  paying = false,
  onPaidSearch,
}: {
  data: ProfileState;
  locale: string;
  updatedAt: number;
  signedIn: boolean;
  paying?: boolean;
  onPaidSearch?: () => void;
}) {
  const { t } = useTranslation();
  const number = formatInternational(data.targetPhoneNumber);
  useDocumentTitle(t('document_title', { page: number }));
  const phone = digitsOf(data.targetPhoneNumber);
  const [addingNote, setAddingNote] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const empty = isEmptyProfile(data) && !data.myComment;
  const withheld = data.paidAlert.show;

  return (
    <div className="number-profile">
      <ProfileSummary data={data} locale={locale} />
      {withheld ? <PaidSearchPanel price={data.paidAlert.paidSearchPrice} busy={paying} onPay={() => onPaidSearch?.()} /> : null}
      {signedIn && !withheld ? (
        <>
          <NumberActions phone={phone} hasNotice={data.notice !== null || addingNote} onAddNote={() => setAddingNote(true)} />
          <NoticeCard key={data.notice?.id ?? 'none'} phone={phone} notice={data.notice} adding={addingNote} onAddDone={() => setAddingNote(false)} />
        </>
      ) : null}
      {withheld ? null : signedIn ? <MyComment phone={phone} locale={locale} myComment={data.myComment} /> : <LoginToWrite />}
      {withheld ? null : empty ? (
        <EmptyProfile signedIn={signedIn} />
      ) : (
        <>
          <StatsRow metrics={data.metrics} locale={locale} />
          {data.common.showNames ? <NamesCard contacts={data.contacts} onSuggest={signedIn ? () => setSuggesting(true) : undefined} /> : null}
          <TagsCard tagsTop={data.tagsTop} locale={locale} />
          <CommentsSection data={data} phone={phone} locale={locale} updatedAt={updatedAt} />
        </>
      )}
      {signedIn ? <SuggestNameDialog open={suggesting} onClose={() => setSuggesting(false)} phone={phone} /> : null}
    </div>
  );
}
