import { create } from 'zustand';

export interface ErrorDialogState {
  /** i18n key of the main line (e.g. hide_failed). */
  textKey: string;
  /** The numeric code shown in the error-code line. */
  code: number;
  /** i18n key of the reason, `error_<CODE>`. */
  reasonKey?: string;
}

/**
 * The two dialogs any spending or failing write may open (spec §8): not enough NumCy and the
 * error dialog with its code line. Rendered once by components/write-dialogs.tsx.
 */
interface WriteDialogsState {
  notEnough: { needed: number } | null;
  error: ErrorDialogState | null;
  openNotEnough: (needed: number) => void;
  openError: (error: ErrorDialogState) => void;
  closeDialogs: () => void;
}

export const useWriteDialogs = create<WriteDialogsState>((set) => ({
  notEnough: null,
  error: null,
  openNotEnough: (needed) => set({ notEnough: { needed }, error: null }),
  openError: (error) => set({ error, notEnough: null }),
  closeDialogs: () => set({ notEnough: null, error: null }),
}));
