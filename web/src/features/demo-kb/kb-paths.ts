/** The addresses of the knowledge-base pages. */
export const KB_ROOT = paths.demo.knowledgeBase;
import * as paths from '../../../../common/paths';
export const categoryPath = (category: string) => `${KB_ROOT}/${encodeURIComponent(category)}`;
export const questionPath = (category: string, slug: string) => `${categoryPath(category)}/${encodeURIComponent(slug)}`;
