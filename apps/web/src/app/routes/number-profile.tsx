import { TAG_GROUPS, type ProfileState } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { AfterFirstPaint } from '../../components/after-first-paint.js';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { lazyPart } from '../../components/lazy-part.js';
import { CommentsSection, LoginToWrite, type CommentTools } from '../../features/comments/index.js';
import { PaidSearchPanel } from '../../features/history/index.js';
import { NamesCard, TagsCard } from '../../features/notes-and-names/index.js';
import { EmptyProfile, ProfileSummary, StatsRow } from '../../features/numbers/index.js';
import { ReputationCard } from '../../features/reputation/index.js';
import { useNumberViewer } from '../../lib/number-viewer.js';
import { digitsOf, usePhoneFormat } from '../../lib/phone.js';

/** What only a signed-in viewer sees, from one chunk that visitors never download (number-signed-in.tsx). */
export const loadSignedInParts = () => import('./number-signed-in.js');
const MyComment = lazyPart(async () => (await loadSignedInParts()).MyComment);
const NumberActions = lazyPart(async () => (await loadSignedInParts()).NumberActions, { lines: 1 });
const NoticeCard = lazyPart(async () => (await loadSignedInParts()).NoticeCard, { lines: 0 });
const SuggestNameDialog = lazyPart(async () => (await loadSignedInParts()).SuggestNameDialog, { lines: 0 });
const CommentToolsRow = lazyPart(async () => (await loadSignedInParts()).CommentToolsRow, { lines: 0 });
const ContactReportButton = lazyPart(async () => (await loadSignedInParts()).ContactReportButton, { lines: 0 });
const ContactRequestCard = lazyPart(async () => (await loadSignedInParts()).ContactRequestCard, { lines: 0 });

const commentTools: CommentTools = (comment) => <CommentToolsRow comment={comment} />;

/** Whether nobody has written anything about the number yet (no comments, names or tags). */
export function isEmptyProfile(p: ProfileState): boolean {
  return (
    p.metrics.commentsCount === 0 &&
    !p.pinnedComment &&
    p.comments.length === 0 &&
    p.contacts.length === 0 &&
    TAG_GROUPS.every((g) => p.tagsTop[g].length === 0)
  );
}

/**
 * The document title names the number. Its own component: when the phone formatter arrives after the
 * first paint, only this re-renders, not the whole page (a long task on a phone).
 */
function NumberTitle({ e164 }: { e164: string }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  useDocumentTitle(t('document_title', { page: formatInternational(e164) }));
  return null;
}

/**
 * A number's page: the card (numbers), why its index is what it is (reputation), the paid-search
 * panel (history), my note and the actions
 * (notes-and-names), my comment and the comments (comments) with the moderation tools on each.
 */
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
  const phone = digitsOf(data.targetPhoneNumber);
  const [addingNote, setAddingNote] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const empty = isEmptyProfile(data) && !data.myComment;
  const withheld = data.paidAlert.show;
  const own = useNumberViewer()?.ownNumber ?? false;

  return (
    <div className="number-profile">
      <NumberTitle e164={data.targetPhoneNumber} />
      <ProfileSummary data={data} locale={locale} />
      {withheld ? null : <ReputationCard data={data} locale={locale} />}
      {withheld ? <PaidSearchPanel price={data.paidAlert.paidSearchPrice} busy={paying} onPay={() => onPaidSearch?.()} /> : null}
      {signedIn && !withheld ? (
        <>
          <NumberActions phone={phone} hasNotice={data.notice !== null || addingNote} onAddNote={() => setAddingNote(true)} />
          <NoticeCard
            key={data.notice?.id ?? 'none'}
            phone={phone}
            notice={data.notice}
            adding={addingNote}
            onAddDone={() => setAddingNote(false)}
          />
        </>
      ) : null}
      {withheld ? null : signedIn ? <MyComment phone={phone} locale={locale} myComment={data.myComment} /> : <LoginToWrite />}
      {signedIn && !own ? <ContactRequestCard phone={phone} locale={locale} /> : null}
      {withheld ? null : empty ? (
        <EmptyProfile signedIn={signedIn} />
      ) : (
        <AfterFirstPaint>
          <StatsRow metrics={data.metrics} locale={locale} />
          {data.common.showNames ? (
            <NamesCard
              contacts={data.contacts}
              onSuggest={signedIn ? () => setSuggesting(true) : undefined}
              renderTools={signedIn ? (c) => <ContactReportButton phone={phone} contact={c} /> : undefined}
            />
          ) : null}
          <TagsCard tagsTop={data.tagsTop} locale={locale} />
          {/* The reviews in a task of their own again: each task stays short on a phone. */}
          <AfterFirstPaint>
            <CommentsSection data={data} phone={phone} locale={locale} updatedAt={updatedAt} tools={signedIn ? commentTools : undefined} />
          </AfterFirstPaint>
        </AfterFirstPaint>
      )}
      {signedIn ? <SuggestNameDialog open={suggesting} onClose={() => setSuggesting(false)} phone={phone} /> : null}
    </div>
  );
}
