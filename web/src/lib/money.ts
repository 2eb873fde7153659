import { useLingui } from '@lingui/react';
import { formatMoney } from '../../../common/money';

/** Money on screen in the active language, from integer cents: `money(1999)` → "$19.99" in English, "19,99 $US" in French. */
export function useMoney(currency = 'USD'): (cents: number) => string {
  const { i18n } = useLingui();
  return (cents) => formatMoney(cents, i18n.locale, currency);
}
