import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { CheckIcon } from '../../../components/icons.js';
import { IconTile } from '../../../components/icon-tile.js';
import { Modal } from '../../../components/modal.js';
import { useAddComplaint } from '../api/use-add-complaint.js';
import { lazyPart } from '../../../components/lazy-part.js';
import { focusOnMount, focusWhenReady } from '../../../lib/focus.js';
import type { ComplaintFormProps } from './complaint-form.js';
import './moderation.css';

const ComplaintForm = lazyPart<ComplaintFormProps>(async () => (await import('./complaint-form.js')).ComplaintForm, { lines: 9 });

/**
 * The legal complaint dialog (spec §2/§4/§5): collapsed legal text → "show more" → "file a
 * complaint" reveals the form → a confirmation view; closing resets everything.
 */
export function ComplaintDialog({ open, onClose, commentId }: { open: boolean; onClose: () => void; commentId: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [done, setDone] = useState(false);
  const write = useAddComplaint();

  const close = () => {
    setExpanded(false);
    setFormOpen(false);
    setDone(false);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('complaint_title')} testId="complaint-dialog">
      {done ? (
        <div className="complaint-done" role="status" data-testid="complaint-done">
          <IconTile tone="success">
            <CheckIcon size={22} />
          </IconTile>
          <div>
            <p className="complaint-done__title">{t('complaint_done_title')}</p>
            <p className="muted">{t('complaint_done_text')}</p>
          </div>
        </div>
      ) : (
        <>
          <div className="legal-text">
            <p>{t('complaint_intro')}</p>
            {/* Each button goes once pressed: the keyboard goes on at what it revealed. */}
            {expanded ? (
              <p tabIndex={-1} ref={focusOnMount} data-testid="complaint-full">
                {t('complaint_full')}
              </p>
            ) : null}
            {!expanded ? (
              <Button variant="ghost" size="sm" aria-expanded={false} onClick={() => setExpanded(true)} data-testid="complaint-more">
                {t('complaint_show_more')}
              </Button>
            ) : null}
          </div>
          {formOpen ? (
            <ComplaintForm
              busy={write.isPending}
              onCancel={close}
              onSubmit={(values) => write.mutate({ comment_id: commentId, ...values }, { onSuccess: () => setDone(true) })}
            />
          ) : (
            <div className="modal__actions">
              <Button
                variant="primary"
                onClick={() => {
                  setFormOpen(true);
                  focusWhenReady('[data-testid="complaint-name"]');
                }}
                data-testid="complaint-file"
              >
                {t('complaint_file')}
              </Button>
            </div>
          )}
        </>
      )}
      {done ? (
        <div className="modal__actions">
          <Button variant="primary" onClick={close} data-testid="complaint-close">
            {t('action_close')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
