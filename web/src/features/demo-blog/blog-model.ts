import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { Command, Hash, ShoppingCart, Tag, Video, Watch } from 'lucide-react';
import type { BlogCategoryCode, BlogStatus } from '../../../../common/demo-blog-rules';
import * as paths from '../../../../common/paths';
import { idFromPath } from '../../lib/record-route';

export const BLOG_LIST = paths.demo.blog;
export const postPath = (id: number) => paths.to(paths.demo.blogPost, id);
export const editPath = (id: number) => paths.to(paths.demo.blogEdit, id);

/** The post id in the address, or null when it is not a whole number the API could know. */
export const parsePostId = idFromPath;

const CATEGORY_NAMES: Record<BlogCategoryCode, MessageDescriptor> = {
  fashion: msg`Fashion`,
  food: msg`Food`,
  gaming: msg`Gaming`,
  quote: msg`Quote`,
  video: msg`Video`,
};

const CATEGORY_ICONS: Record<string, LucideIcon> = { WatchIcon: Watch, ShoppingCartIcon: ShoppingCart, CommandIcon: Command, HashIcon: Hash, VideoIcon: Video };

/** A category's name in the active language (the API's English name for a category this screen does not know). */
export const categoryName = (code: string, fallback: string, translate: (d: MessageDescriptor) => string) =>
  code in CATEGORY_NAMES ? translate(CATEGORY_NAMES[code as BlogCategoryCode]) : fallback;

export const categoryIcon = (name: string): LucideIcon => CATEGORY_ICONS[name] ?? Tag;

export const STATUS_NAMES: Record<BlogStatus, MessageDescriptor> = {
  Published: msg`Published`,
  Pending: msg`Pending`,
  Draft: msg`Draft`,
};

/** A day of the API (`YYYY-MM-DD`) as a local date, so it shows as that day in every time zone. */
export const localDay = (isoDay: string) => new Date(`${isoDay}T00:00:00`);
