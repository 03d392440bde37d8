import { TIMINGS_MS } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { focusWhenReady } from '../../../lib/focus.js';
import { showToast } from '../../../lib/toast.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { LockIcon } from '../../../components/icons.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { TextComposer } from '../../../components/text-composer.js';
import { useDeleteNote } from '../api/use-delete-note.js';
import { useSaveNote } from '../api/use-save-note.js';
import './notes-and-names.css';

/** My private note on the number (only I see it): add, edit, delete. */
export function NoticeCard({
  phone,
  notice,
  adding,
  onAddDone,
}: {
  phone: string;
  notice: { id: number; text: string } | null;
  adding: boolean;
  onAddDone: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveNote(phone, {
    onSuccess: () => {
      setEditing(false);
      onAddDone();
      showToast(t('toast_note_saved'), TIMINGS_MS.copyToast);
      // The composer goes with its Save button: the keyboard goes on at the note as saved.
      focusWhenReady('[data-testid="notice-text"]');
    },
  });
  const del = useDeleteNote(phone, {
    onSuccess: () => {
      setConfirming(false);
      showToast(t('toast_note_deleted'), TIMINGS_MS.copyToast);
    },
    onError: () => setConfirming(false),
  });
  if (!notice && !adding) return null;
  const composing = editing || !notice;

  return (
    <Card className="notice" aria-labelledby="notice-title" data-testid="notice">
      <CardHeader
        id="notice-title"
        icon={<LockIcon size={18} />}
        title={t('note_title')}
        actions={
          notice && !editing ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="notice-edit">
                {t('action_edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="notice-delete">
                {t('action_delete')}
              </Button>
            </>
          ) : null
        }
      />
      <p className="muted notice__hint">{t('note_hint')}</p>
      {composing ? (
        <TextComposer
          label={t('note_label')}
          placeholder={t('note_placeholder')}
          submitLabel={t('action_save')}
          initial={notice?.text ?? ''}
          text="note"
          busy={save.isPending}
          rows={2}
          focusOnOpen
          onSubmit={(text) => save.mutateAsync({ phone, text })}
          onCancel={() => (notice ? setEditing(false) : onAddDone())}
          testId="notice-composer"
        />
      ) : (
        <p className="notice__text" dir="auto" data-testid="notice-text">
          {notice?.text}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        text={t('confirm_delete_note')}
        busy={del.isPending}
        onConfirm={() => del.mutate({ phone })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
