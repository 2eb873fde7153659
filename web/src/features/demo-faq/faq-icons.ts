import type { LucideIcon } from 'lucide-react';
import { CircleHelp, CreditCard, Package, RefreshCw, Settings, ShoppingBag } from 'lucide-react';

/** The API names each FAQ category's icon after the template's icon set; these are their Lucide counterparts. */
const ICONS: Record<string, LucideIcon> = {
  CreditCardIcon: CreditCard,
  ShoppingBagIcon: ShoppingBag,
  RefreshCwIcon: RefreshCw,
  PackageIcon: Package,
  SettingsIcon: Settings,
};

export const faqIcon = (name: string): LucideIcon => ICONS[name] ?? CircleHelp;
