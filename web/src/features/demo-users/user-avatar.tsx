import { useState } from 'react';

/** The first letters of the first and last name: "Ana Maria Lima" → "AL". */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

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
      {showPicture ? <img src={avatar} alt="" onError={() => setBroken(avatar)} /> : initialsOf(fullName)}
    </span>
  );
}
