import { useState } from 'react';
import { initials } from '../lib/initials';


interface PersonAvatarProps {
  name: string;
  src?: string | null;
  /** Pixels (width and height). */
  size?: number;
  /** Read by screen readers (when no text next to it names the person). */
  labelled?: boolean;
  className?: string;
}

/**
 * A person's picture, or their initials when there is none or it cannot be loaded. Decorative by
 * default: the name next to it says who it is.
 */
export function PersonAvatar({ name, src, size = 32, labelled = false, className }: PersonAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const classes = className ? `avatar ${className}` : 'avatar';
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  if (src && broken !== src) {
    return <img className={classes} src={src} alt={labelled ? name : ''} width={size} height={size} style={style} onError={() => setBroken(src)} />;
  }
  return labelled ? (
    <span className={classes} style={style} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  ) : (
    <span className={classes} style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
