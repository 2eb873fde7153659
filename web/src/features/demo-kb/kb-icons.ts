import type { LucideIcon } from 'lucide-react';
import { Bell, CircleHelp, Code, CreditCard, Link2, Lock, Mail, Megaphone, Settings, Target, TrendingUp, User } from 'lucide-react';

/** The API names icons after the template's icon set; these are their Lucide counterparts. */
const ICONS: Record<string, LucideIcon> = {
  TrendingUpIcon: TrendingUp,
  MegaphoneIcon: Megaphone,
  CodeIcon: Code,
  UserIcon: User,
  MailIcon: Mail,
  TargetIcon: Target,
  SettingsIcon: Settings,
  CreditCardIcon: CreditCard,
  LinkIcon: Link2,
  BellIcon: Bell,
  LockIcon: Lock,
};

export const kbIcon = (name: string): LucideIcon => ICONS[name] ?? CircleHelp;
