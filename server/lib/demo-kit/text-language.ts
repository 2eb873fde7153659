import { languageQuery } from '../list-query.js';

/** `lang`: the language of the interface texts of a demo answer (and of the texts `q` searches). */
export const textLanguage = () => languageQuery('Language of the titles, questions and answers (ids and slugs are the same in every language); q searches the texts of this language');
