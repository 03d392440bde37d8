import { TAG_GROUPS, type ProfileState } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { digitsOf, formatInternational } from '../../../lib/phone.js';
import { CommentsSection } from './comments-section.js';
import { EmptyProfile } from './empty-profile.js';
import { NamesCard } from './names-card.js';
import { ProfileSummary } from './profile-summary.js';
import { StatsRow } from './stats-row.js';
import { TagsCard } from './tags-card.js';

/** Whether nobody has written anything about the number yet (no comments, names or tags). */
export function isEmptyProfile(p: ProfileState): boolean {
  return p.metrics.commentsCount === 0 && !p.pinnedComment && p.comments.length === 0 && p.contacts.length === 0 && TAG_GROUPS.every((g) => p.tagsTop[g].length === 0);
}

export function NumberProfile({ data, locale, updatedAt, signedIn }: { data: ProfileState; locale: string; updatedAt: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const number = formatInternational(data.targetPhoneNumber);
  useDocumentTitle(t('document_title', { page: number }));
  const empty = isEmptyProfile(data);
  return (
    <div className="number-profile">
      <ProfileSummary data={data} locale={locale} />
      {empty ? (
        <EmptyProfile signedIn={signedIn} />
      ) : (
        <>
          <StatsRow metrics={data.metrics} locale={locale} />
          {data.common.showNames ? <NamesCard contacts={data.contacts} /> : null}
          <TagsCard tagsTop={data.tagsTop} locale={locale} />
          <CommentsSection data={data} phone={digitsOf(data.targetPhoneNumber)} locale={locale} updatedAt={updatedAt} />
        </>
      )}
    </div>
  );
}
