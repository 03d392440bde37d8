import { lazyPart } from './lazy-part.js';

/** Which text a composer writes; its limits are the contract's schema for that text. */
export type ComposerText = 'comment' | 'note' | 'ownerAnswer' | 'reviewRequest';

export interface TextComposerProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  initial?: string;
  /** `comment` unless told otherwise. */
  text?: ComposerText;
  busy?: boolean;
  onSubmit: (text: string) => Promise<unknown> | void;
  onCancel?: () => void;
  testId?: string;
  rows?: number;
  focusOnOpen?: boolean;
}

/**
 * A text form with a live counter and a submit button (comments, replies, notes), validated by the
 * contract's schema for its kind of text; the limit shown and enforced is the schema's own. The
 * text sent is the schema's output (trimmed). `focusOnOpen`: the user has just asked for this
 * composer (edit, add a note), so focus moves into it; it is never used on page load. Its code
 * (form library and schemas) loads when a composer is first shown.
 */
export const TextComposer = lazyPart<TextComposerProps>(async () => (await import('./text-composer-form.js')).TextComposerForm, {
  lines: 4,
});
