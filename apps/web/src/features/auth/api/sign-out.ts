import { CLIENT_VERSION_HEADER, routes } from '@numscope/contract';
import { APP_VERSION } from '../../../lib/version.js';

/**
 * Ends the session on the server (POST /api/v1/auth/logout), or every session of the account
 * (`everywhere`: /api/v1/auth/logout_all). The app has already forgotten the token, so this call
 * carries it itself, and a refusal (an already ended session) changes nothing and goes nowhere.
 */
export async function endSessionOnServer(token: string, everywhere = false): Promise<boolean> {
  const route = everywhere ? routes.authLogoutAll : routes.authLogout;
  try {
    const res = await fetch(route.path, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: token,
        [CLIENT_VERSION_HEADER]: APP_VERSION,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      body: '',
    });
    return res.ok;
  } catch {
    return false;
  }
}
