import * as paths from '../../../../common/paths';

/** The addresses of the knowledge-base pages. */
export const KB_ROOT = paths.demo.knowledgeBase;
export const categoryPath = (category: string) => paths.to(paths.demo.kbCategory, encodeURIComponent(category));
export const questionPath = (category: string, slug: string) => paths.to(paths.demo.kbQuestion, encodeURIComponent(category), encodeURIComponent(slug));
