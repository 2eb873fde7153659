import { Newspaper } from 'lucide-react';
import { Icon } from '../../components/icon';


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
