import { usePhoneFormat } from '../lib/phone.js';

/**
 * A phone number in its international form. When the formatter arrives after the first paint, only
 * this text renders again, not the component around it (a long task on a phone).
 */
export function PhoneNumber({ e164 }: { e164: string }) {
  const formatInternational = usePhoneFormat();
  return <>{formatInternational(e164)}</>;
}
