import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { BLOG_COMMENT_MAX, BlogCommentFormSchema, type BlogCommentForm } from '../../../../common/demo-blog-rules';
import type { components } from '../../api/schema';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api, queryClient } from '../../lib/query';
import { PersonAvatar } from '../../components/person-avatar';
import { trimmedResolver } from './trimmed-resolver';

type Comment = components['schemas']['DemoBlogComment'];

const COMMENT_PROBLEMS = { comment_limit: msg`This post takes no more comments.` };
const resolver = trimmedResolver<BlogCommentForm>(BlogCommentFormSchema, ['commentText']);

/** The comments of a post (plain text, oldest first) and the form that adds one. */
export function BlogComments({ postId, comments }: { postId: number; comments: Comment[] }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const fieldId = useId();
  const form = useForm<BlogCommentForm>({ resolver, defaultValues: { commentText: '' } });
  const error = form.formState.errors.commentText;
  const add = $api.useMutation('post', '/api/blog/posts/{id}/comments', {
    onSuccess: () => {
      form.reset();
      toast('success', t`Comment posted`);
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/blog/list/data/detail'] });
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/blog/list/data'] });
    },
    onError: (problem) => {
      const text = problemText(apiProblem(problem), COMMENT_PROBLEMS);
      form.setError('commentText', { type: 'server', message: text }, { shouldFocus: true });
    },
  });
  const submit = form.handleSubmit((values) => add.mutate({ params: { path: { id: postId } }, body: { commentText: values.commentText.trim() } }));

  return (
    <section id="comments" className="blog-comments" aria-labelledby="blog-comments-title">
      <h2 id="blog-comments-title">
        <Plural value={comments.length} one="# comment" other="# comments" />
      </h2>
      {comments.length > 0 ? (
        <ol className="blog-comment-list">
          {comments.map((comment) => (
            <li key={comment.id} className="blog-comment">
              <PersonAvatar name={comment.userFullName} src={comment.avatar} size={36} />
              <div>
                <p className="blog-comment__head">
                  <strong>{comment.userFullName}</strong>{' '}
                  <time className="blog-muted" dateTime={comment.commentedAt}>
                    {i18n.date(new Date(comment.commentedAt), { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </p>
                <p className="blog-comment__text">{comment.commentText}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="blog-muted">
          <Trans>No comments yet. Be the first to write one.</Trans>
        </p>
      )}
      <form className="blog-comment-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="blog-comment-form-title">
        <h3 id="blog-comment-form-title">
          <Trans>Leave a comment</Trans>
        </h3>
        <label htmlFor={fieldId} className="blog-field__label">
          <Trans>Your comment</Trans>
        </label>
        <textarea
          id={fieldId}
          className={error ? 'p-inputtext p-invalid blog-comment-form__text' : 'p-inputtext blog-comment-form__text'}
          rows={4}
          maxLength={BLOG_COMMENT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('commentText')}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="blog-field__error">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="p-button blog-comment-form__submit" disabled={add.isPending}>
          <Trans>Post comment</Trans>
        </button>
      </form>
    </section>
  );
}
