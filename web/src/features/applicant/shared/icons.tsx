import { Icon } from '../../../components/icon';

/** The few icons of the applicant pages, on the 24×24 grid of components/icon.tsx (decorative). */
const PATHS = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  check: 'M5 12l5 5 9-10',
  todo: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
} as const;

export type AppIconName = keyof typeof PATHS;

export const AppIcon = ({ name, size = 18 }: { name: AppIconName; size?: number }) => <Icon d={PATHS[name]} size={size} />;
