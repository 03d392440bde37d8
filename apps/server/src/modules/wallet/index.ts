import type { ServerModule } from '../module.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

/** The NumCy ledger: every movement of every balance, typed and idempotent. */
export const walletModule: ServerModule = {
  area: 'wallet',
  register(app, { db }) {
    walletRoutes(app, createWalletService({ db }));
  },
};

export { balanceOf, moveNumCy, type Movement, type MoveResult } from './wallet.service.js';
