import type { DemoAccountSettings } from './account-schemas.js';

/** Who the settings start from: the signed-in user's own account. */
export interface AccountOwner {
  username: string;
  fullName: string;
  email: string;
  avatar: string | null;
}

/** A user's demo account settings before they change anything: their own name, the rest sample data. */
export function seedAccountSettings(owner: AccountOwner): DemoAccountSettings {
  const off = { connected: false, id: null, profileImg: null };
  return {
    general: { avatar: owner.avatar, username: owner.username, fullName: owner.fullName, email: owner.email, company: 'Crystal Technologies' },
    password: { changedAt: null },
    info: { bio: 'Nurse manager with a weakness for well-kept rotas.', dob: '1987-04-12', country: 'KE', website: `https://${owner.username}.example.org`, phone: '+254 712 345 678' },
    social: {
      socialLinks: { twitter: 'https://www.twitter.com', facebook: '', google: '', linkedIn: 'https://www.linkedin.com', instagram: '', quora: '' },
      connections: {
        twitter: { connected: true, id: owner.username, profileImg: null },
        google: { connected: true, id: owner.email, profileImg: null },
        facebook: off,
        github: off,
      },
    },
    notification: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: false, productUpdates: true, blogDigest: false },
  };
}
