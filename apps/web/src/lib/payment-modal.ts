import { create } from 'zustand';

/**
 * Whether Buy NumCy is open. It opens from the header (wallet button, balance chip on one's own
 * profile) and from every top-up path (the not-enough dialog after a hide, a boost or a paid
 * search), so the flag lives below the features; the payments feature draws the modal.
 */
interface PaymentModalState {
  open: boolean;
  openPaymentModal: () => void;
  closePaymentModal: () => void;
}

export const usePaymentModal = create<PaymentModalState>((set) => ({
  open: false,
  openPaymentModal: () => set({ open: true }),
  closePaymentModal: () => set({ open: false }),
}));
