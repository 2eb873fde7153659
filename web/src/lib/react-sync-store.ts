/**
 * `use-sync-external-store/shim` (wouter's and Lingui's import) for React 19, which has the hook:
 * the shim ships its fallback for React 17 to every page, this ships nothing (vite.config.ts aliases it).
 */
export { useSyncExternalStore } from 'react';
