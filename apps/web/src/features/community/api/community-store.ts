import { create } from 'zustand';

/** A report's state per target (spec §4): 'send' while sending, then the status the server returned. */
export type ReportState = 'send' | 'accepted' | 'failed';

export interface ErrorDialogState {
  /** i18n key of the main line (e.g. hide_failed). */
  textKey: string;
  /** The numeric code shown in the error-code line. */
  code: number;
  /** i18n key of the reason, `error_<CODE>`. */
  reasonKey?: string;
}

/**
 * Client state of the community actions: report and subscription states per target (they are
 * not in the profile payload), and the shared not-enough-balance and error dialogs.
 */
interface CommunityState {
  reports: Record<string, ReportState>;
  subscriptions: Record<number, 'active' | 'canceled'>;
  notEnough: { needed: number } | null;
  error: ErrorDialogState | null;
  setReport: (target: string, state: ReportState) => void;
  setSubscription: (commentId: number, status: 'active' | 'canceled') => void;
  openNotEnough: (needed: number) => void;
  openError: (error: ErrorDialogState) => void;
  closeDialogs: () => void;
}

export const useCommunityStore = create<CommunityState>((set) => ({
  reports: {},
  subscriptions: {},
  notEnough: null,
  error: null,
  setReport: (target, state) => set((s) => ({ reports: { ...s.reports, [target]: state } })),
  setSubscription: (commentId, status) => set((s) => ({ subscriptions: { ...s.subscriptions, [commentId]: status } })),
  openNotEnough: (needed) => set({ notEnough: { needed }, error: null }),
  openError: (error) => set({ error, notEnough: null }),
  closeDialogs: () => set({ notEnough: null, error: null }),
}));

export const commentReportTarget = (commentId: number) => `comment:${commentId}`;
export const contactReportTarget = (phone: string, nameHash: string) => `contact:${phone}:${nameHash}`;
