import { create } from 'zustand';

/** A report's state per target (spec §4): 'send' while sending, then the status the server returned. */
export type ReportState = 'send' | 'accepted' | 'failed';

/** Report and subscription states per target as this page changed them; what was true before the page loaded comes from GET reportMine (api/use-my-reports.ts). */
interface ModerationState {
  reports: Record<string, ReportState>;
  subscriptions: Record<number, 'active' | 'canceled'>;
  setReport: (target: string, state: ReportState) => void;
  setSubscription: (commentId: number, status: 'active' | 'canceled') => void;
}

export const useModerationStore = create<ModerationState>((set) => ({
  reports: {},
  subscriptions: {},
  setReport: (target, state) => set((s) => ({ reports: { ...s.reports, [target]: state } })),
  setSubscription: (commentId, status) => set((s) => ({ subscriptions: { ...s.subscriptions, [commentId]: status } })),
}));

export const commentReportTarget = (commentId: number) => `comment:${commentId}`;
export const contactReportTarget = (phone: string, nameHash: string) => `contact:${phone}:${nameHash}`;
