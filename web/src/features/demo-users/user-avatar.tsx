import { useState } from 'react';
import { initials } from '../../lib/initials';


interface UserAvatarProps {
  fullName: string;
  avatar: string | null;
  size?: 'small' | 'large';
}

/** The user's picture, or their initials when there is none (or it cannot be shown). Decorative: the name is next to it. */
export function UserAvatar({ fullName, avatar, size = 'small' }: UserAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const showPicture = avatar !== null && broken !== avatar;
  return (
    <span className={`user-avatar user-avatar--${size}`} aria-hidden="true">
      {showPicture ? <img src={avatar} alt="" onError={() => setBroken(avatar)} /> : initials(fullName)}
    </span>
  );
}
