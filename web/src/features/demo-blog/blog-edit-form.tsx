import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ValueErrorType } from '@sinclair/typebox/value';
import {
  BLOG_CATEGORY_CODES,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_STATUSES,
  BLOG_TITLE_MAX,
  BlogPostFormSchema,
  slugFromTitle,
  type BlogPostForm,
} from '../../../../common/demo-blog-rules';
import type { components } from '../../api/schema';
import { RichTextEditor, htmlToText } from '../../components/rich-text';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api, queryClient } from '../../lib/query';
import { categoryName, postPath, STATUS_NAMES } from './blog-model';
import { trimmedResolver } from './trimmed-resolver';

type EditForm = components['schemas']['DemoBlogEdit'];

const resolver = trimmedResolver<BlogPostForm>(BlogPostFormSchema, ['blogTitle', 'excerpt']);
const SAVE_PROBLEMS = { slug_taken: msg`Another post already uses this slug. Choose another one.`, empty_content: msg`Write the content of the post.` };
const FIELDS = Object.keys(BlogPostFormSchema.properties) as (keyof BlogPostForm)[];

const toForm = (post: EditForm): BlogPostForm => ({
  blogTitle: post.blogTitle,
  blogCategories: post.blogCategories.map((c) => c.code),
  slug: post.slug,
  status: post.status,
  excerpt: post.excerpt,
  content: post.content,
});

/** The post editor: title, slug, status, categories, excerpt and rich-text content, validated as the server validates them. */
export function BlogEditForm({ post }: { post: EditForm }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = useId();
  const form = useForm<BlogPostForm>({ resolver, defaultValues: toForm(post) });
  const { errors } = form.formState;
  const save = $api.useMutation('post', '/api/blog/posts/{id}', {
    onSuccess: async () => {
      await Promise.all(['/api/blog/list/data', '/api/blog/list/data/detail', '/api/blog/list/data/edit', '/api/blog/list/data/sidebar'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
      toast('success', t`Post saved`);
      navigate(postPath(post.id));
    },
    onError: (error) => {
      const problem = apiProblem(error);
      const field = problem.field?.replace(/^post\./, '') as keyof BlogPostForm | undefined;
      const text = problemText(problem, SAVE_PROBLEMS);
      if (field && FIELDS.includes(field)) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else toast('error', t`The post was not saved`, text);
    },
  });

  const submit = form.handleSubmit((values) => {
    if (!htmlToText(values.content) && !/<img\b/i.test(values.content)) {
      form.setError('content', { type: 'required', message: i18n._(SAVE_PROBLEMS.empty_content) });
      return;
    }
    save.mutate({ params: { path: { id: post.id } }, body: { post: { ...values, blogTitle: values.blogTitle.trim(), excerpt: values.excerpt.trim() } } });
  });

  const slugMessage = errors.slug?.type === String(ValueErrorType.StringPattern) ? t`Use lowercase letters and digits, in words joined by single hyphens.` : errors.slug?.message;
  const fieldProps = (name: keyof BlogPostForm, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const errorOf = (name: keyof BlogPostForm, message = errors[name]?.message) =>
    message ? (
      <p id={`${id}-${name}-error`} className="blog-field__error">
        {message}
      </p>
    ) : null;

  return (
    <form className="blog-edit-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="blog-field">
        <label htmlFor={`${id}-blogTitle`} className="blog-field__label">
          <Trans>Title</Trans>
        </label>
        <input className="p-inputtext" maxLength={BLOG_TITLE_MAX} {...fieldProps('blogTitle')} {...form.register('blogTitle')} />
        {errorOf('blogTitle')}
      </div>

      <div className="blog-field">
        <label htmlFor={`${id}-slug`} className="blog-field__label">
          <Trans>Slug</Trans>
        </label>
        <p id={`${id}-slug-hint`} className="blog-muted">
          <Trans>The post’s name in addresses: lowercase letters, digits and hyphens, unique among the posts.</Trans>
        </p>
        <div className="blog-field__inline">
          <input className="p-inputtext" maxLength={BLOG_SLUG_MAX} spellCheck={false} autoCapitalize="off" {...fieldProps('slug', true)} {...form.register('slug')} />
          <button type="button" className="p-button p-button-text p-button-sm" onClick={() => form.setValue('slug', slugFromTitle(form.getValues('blogTitle')), { shouldValidate: true })}>
            <Trans>Make it from the title</Trans>
          </button>
        </div>
        {errorOf('slug', slugMessage)}
      </div>

      <div className="blog-field">
        <label htmlFor={`${id}-status`} className="blog-field__label">
          <Trans>Status</Trans>
        </label>
        <select className="p-inputtext blog-field__select" {...fieldProps('status')} {...form.register('status')}>
          {BLOG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_NAMES[status])}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="blog-field blog-field--group" aria-describedby={errors.blogCategories ? `${id}-blogCategories-error` : undefined}>
        <legend className="blog-field__label">
          <Trans>Categories</Trans>
        </legend>
        <div className="blog-checkboxes">
          {BLOG_CATEGORY_CODES.map((code) => (
            <label key={code} className="blog-checkbox">
              <input type="checkbox" value={code} {...form.register('blogCategories')} />
              <span>{categoryName(code, code, (d) => i18n._(d))}</span>
            </label>
          ))}
        </div>
        {errorOf('blogCategories')}
      </fieldset>

      <div className="blog-field">
        <label htmlFor={`${id}-excerpt`} className="blog-field__label">
          <Trans>Excerpt</Trans>
        </label>
        <p id={`${id}-excerpt-hint`} className="blog-muted">
          <Trans>Shown in the list of posts. Left empty, the first lines of the content are used.</Trans>
        </p>
        <textarea className="p-inputtext" rows={3} maxLength={BLOG_EXCERPT_MAX} {...fieldProps('excerpt', true)} {...form.register('excerpt')} />
        {errorOf('excerpt')}
      </div>

      <div className="blog-field">
        <span id={`${id}-content-label`} className="blog-field__label">
          <Trans>Content</Trans>
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              id={`${id}-content`}
              value={post.content}
              onChange={field.onChange}
              labelledBy={`${id}-content-label`}
              describedBy={errors.content ? `${id}-content-error` : undefined}
              invalid={Boolean(errors.content)}
            />
          )}
        />
        {errorOf('content')}
      </div>

      <div className="blog-edit-form__actions">
        <button type="submit" className="p-button" disabled={save.isPending}>
          <Trans>Save changes</Trans>
        </button>
        <Link href={postPath(post.id)} className="p-button p-button-outlined">
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
