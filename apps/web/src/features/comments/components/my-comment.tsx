import { TIMINGS_MS, type Comment, type Stance } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { focusWhenReady } from '../../../lib/focus.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { useLoginPath } from '../../../lib/locale-path.js';
import { showToast } from '../../../lib/toast.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { LockIcon, MessageIcon } from '../../../components/icons.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { TextComposer } from '../../../components/text-composer.js';
import { useDeleteMyComment } from '../api/use-delete-my-comment.js';
import { useSaveMyComment } from '../api/use-save-my-comment.js';
import { CommentItem } from './comment-item.js';
import { StancePicker } from './stance-picker.js';
import { IconTile } from '../../../components/icon-tile.js';
import './comments.css';

/** Visitors: a prompt to log in to write (with a link to /login). */
export function LoginToWrite() {
  const { t } = useTranslation();
  const loginPath = useLoginPath();
  return (
    <Card className="login-prompt" data-testid="login-to-write">
      <IconTile>
        <LockIcon size={20} />
      </IconTile>
      <p>{t('compose_login')}</p>
      <Link className="btn btn--primary btn--md" to={loginPath}>
        {t('header_login')}
      </Link>
    </Card>
  );
}

/** The owner's own number: no review of their own (the server refuses one); they answer reviews instead. */
function OwnNumberNote() {
  const { t } = useTranslation();
  return (
    <Card className="my-comment" aria-labelledby="my-comment-title" data-testid="own-number-note">
      <CardHeader id="my-comment-title" icon={<MessageIcon size={18} />} title={t('compose_title')} />
      <p>{t('compose_own_number')}</p>
    </Card>
  );
}

/**
 * My review of the number: a composer when I have none; otherwise my comment first, with edit
 * (the same add call updates it) and delete after a confirmation. Success refetches the profile.
 */
export function MyComment({ phone, locale, myComment }: { phone: string; locale: string; myComment: Comment | null }) {
  const own = useNumberViewer()?.ownNumber ?? false;
  return own && !myComment ? <OwnNumberNote /> : <MyCommentCard phone={phone} locale={locale} myComment={myComment} />;
}

function MyCommentCard({ phone, locale, myComment }: { phone: string; locale: string; myComment: Comment | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [stance, setStance] = useState<Stance | null>(myComment?.stance ?? null);
  const [stanceMissing, setStanceMissing] = useState(false);
  const add = useSaveMyComment(phone, {
    onSuccess: () => {
      setEditing(false);
      // The same call publishes and updates: say which one happened.
      showToast(t(myComment ? 'toast_comment_updated' : 'toast_comment_saved'), TIMINGS_MS.replyToast);
      // The composer is gone: keyboard focus goes to the review it became.
      focusWhenReady('[data-testid="my-comment-item"]');
    },
  });
  const del = useDeleteMyComment(phone, {
    onSuccess: () => {
      setConfirming(false);
      showToast(t('toast_comment_deleted'), TIMINGS_MS.replyToast);
      // The review and its Delete button are gone: the keyboard goes on at the card, once it offers a new one.
      focusWhenReady('[data-testid="my-comment"]:has([data-testid="comment-composer"]) #my-comment-title');
    },
    onError: () => setConfirming(false),
  });

  return (
    <Card className="my-comment" aria-labelledby="my-comment-title" data-testid="my-comment">
      <CardHeader
        id="my-comment-title"
        icon={<MessageIcon size={18} />}
        title={t('compose_title')}
        actions={
          myComment && !editing ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="my-comment-edit">
                {t('action_edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="my-comment-delete">
                {t('action_delete')}
              </Button>
            </>
          ) : null
        }
      />
      {myComment && !editing ? (
        <CommentItem comment={myComment} phone={phone} locale={locale} mine />
      ) : (
        <>
          <StancePicker
            value={stance}
            invalid={stanceMissing}
            onChange={(s) => {
              setStance(s);
              setStanceMissing(false);
            }}
          />
          <TextComposer
            key={myComment?.id ?? 'new'}
            label={t('compose_label')}
            placeholder={t('compose_placeholder')}
            submitLabel={myComment ? t('action_save') : t('compose_submit')}
            initial={myComment?.text ?? ''}
            busy={add.isPending}
            rows={4}
            focusOnOpen={editing}
            onSubmit={(text) => {
              // A review says whether to pick up: that is what it counts with (decision 030).
              if (!stance) {
                setStanceMissing(true);
                document.querySelector<HTMLInputElement>('[data-testid="stance-picker"] input')?.focus();
                throw new Error('stance missing');
              }
              return add.mutateAsync({ phone, text, stance });
            }}
            onCancel={editing ? () => setEditing(false) : undefined}
            testId="comment-composer"
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        text={t('confirm_delete_comment')}
        busy={del.isPending}
        onConfirm={() => del.mutate({ phone })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
