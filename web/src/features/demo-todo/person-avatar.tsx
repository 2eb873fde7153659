import { useState } from 'react';

/** A person's picture, or their initials when there is none (or it does not load). Decorative: the name is shown beside it. */
export function PersonAvatar({ name, src, size = 28 }: { name: string; src: string | null | undefined; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase())
    .join('');
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src && !broken) return <img className="todo-avatar" src={src} alt="" width={size} height={size} onError={() => setBroken(true)} />;
  return (
    <span className="todo-avatar todo-avatar--initials" style={style} aria-hidden="true">
      {initials}
    </span>
  );
}
