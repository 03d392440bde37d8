import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal.js';
import { TextComposer, type ComposerText } from '../../../components/text-composer.js';

/** A dialog that asks for one text (the owner's answer, a review request): focus goes into it on opening. */
export function ComposerDialog({
  open,
  onClose,
  title,
  intro,
  label,
  placeholder,
  submitLabel,
  text,
  busy,
  onSubmit,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  label: string;
  placeholder: string;
  submitLabel: string;
  text: ComposerText;
  busy: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  /** The dialog is `<testId>-dialog`, its form `<testId>-composer`. */
  testId: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} testId={`${testId}-dialog`}>
      {intro}
      <TextComposer
        label={label}
        placeholder={placeholder}
        submitLabel={submitLabel}
        text={text}
        busy={busy}
        rows={4}
        focusOnOpen={open}
        onSubmit={onSubmit}
        onCancel={onClose}
        testId={`${testId}-composer`}
      />
    </Modal>
  );
}
