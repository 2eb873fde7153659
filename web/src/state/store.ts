import { createStore } from 'jotai';

/** The one Jotai store: React reads it through <Provider store>, the API client outside React. */
export const appStore = createStore();
