import { ArrowDown, ArrowUp, Check, Circle, Download, PenLine, Plus, Trash2, Upload, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/icon';

/** The few icons of the applicant pages (Lucide, decorative). */
const ICONS = {
  up: ArrowUp,
  down: ArrowDown,
  plus: Plus,
  trash: Trash2,
  download: Download,
  upload: Upload,
  check: Check,
  todo: Circle,
  edit: PenLine,
} as const satisfies Record<string, LucideIcon>;

export type AppIconName = keyof typeof ICONS;

export const AppIcon = ({ name, size = 18 }: { name: AppIconName; size?: number }) => <Icon icon={ICONS[name]} size={size} />;
