import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
}

/** The one notification bubble of the app (spec §4 toasts); any feature may show one. */
interface ToastState {
  toast: Toast | null;
  showToast: (message: string, durationMs: number) => void;
  hideToast: (id?: number) => void;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
let toastSeq = 0;

export const useToastStore = create<ToastState>((set, get) => ({
  toast: null,
  showToast: (message, durationMs) => {
    const id = ++toastSeq;
    clearTimeout(toastTimer);
    set({ toast: { id, message } });
    toastTimer = setTimeout(() => get().hideToast(id), durationMs);
  },
  hideToast: (id) => {
    if (id === undefined || get().toast?.id === id) set({ toast: null });
  },
}));

/** Shows a toast for `durationMs` (the spec §9 timing of that message). */
export const showToast = (message: string, durationMs: number): void => useToastStore.getState().showToast(message, durationMs);
