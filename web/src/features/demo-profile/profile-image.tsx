import { useState } from 'react';
import { Image as ImageIcon } from 'lucide-react';
import { Icon } from '../../components/icon';

interface ProfileImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** Shows nothing (rather than a tile) when the picture is missing. */
  optional?: boolean;
}

/** A picture, or a neutral tile with the same description when it is missing or cannot be loaded. */
export function ProfileImage({ src, alt, className, optional = false }: ProfileImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const classes = className ? `profile-image ${className}` : 'profile-image';
  if (!src || broken === src) {
    if (optional) return null;
    return (
      <span className={`${classes} profile-image--missing`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <Icon icon={ImageIcon} size={28} />
      </span>
    );
  }
  return <img className={classes} src={src} alt={alt} loading="lazy" onError={() => setBroken(src)} />;
}
