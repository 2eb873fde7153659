import { persistedAtom } from './persisted';

export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];

/** Saved in the browser; web/public/boot.js applies it before first paint. */
export const skinAtom = persistedAtom<Skin>('skin', 'light');
