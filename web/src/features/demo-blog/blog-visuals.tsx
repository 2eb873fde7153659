import { useState } from 'react';
import { Newspaper } from 'lucide-react';
import { Icon } from '../../components/icon';
import { initials } from '../../lib/initials';


/** The author's picture, or their initials when there is none or it cannot be loaded. Decorative: the name is written next to it. */
export function AuthorAvatar({ name, src, size = 2.25 }: { name: string; src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { inlineSize: `${size}rem`, blockSize: `${size}rem` };
  if (!src || failed) {
    return (
      <span className="blog-avatar blog-avatar--initials" style={style} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return <img className="blog-avatar" style={style} src={src} alt="" onError={() => setFailed(true)} />;
}

/** The featured image, or a tinted panel (one of five tones, by `seed`) when the post has none. Decorative. */
export function PostCover({ img, seed, className }: { img: string; seed: number; className?: string }) {
  const classes = ['blog-cover', className].filter(Boolean).join(' ');
  if (img) return <img className={classes} src={img} alt="" />;
  return (
    <div className={`${classes} blog-cover--blank blog-cover--tone-${seed % 5}`} aria-hidden="true">
      <Icon icon={Newspaper} size={40} />
    </div>
  );
}
