import { initials } from '../../lib/initials';

/** The sender's initials in a circle (decorative: the name is written next to it). */
export function MailAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`mail-avatar mail-avatar--${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
