import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Type } from '@sinclair/typebox';
import { BusyButton } from '../../components/busy-button';
import { InputTextarea } from 'primereact/inputtextarea';
import { PARAGRAPHS_PATTERN } from '../../../../common/demo-account';
import { apiProblem, problemText } from '../../lib/api-errors';
import { typeboxResolver } from '../../lib/typebox-resolver';
import { useComment } from './use-posts';

/** The rules of the server's comment body (1 to 1000 characters, no control characters). */
const CommentSchema = Type.Object({ comment: Type.String({ minLength: 1, maxLength: 1000, pattern: PARAGRAPHS_PATTERN }) });

/** Write a comment on a post; it is saved and shown under the post. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useLingui();
  const send = useComment();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<{ comment: string }>({ resolver: typeboxResolver(CommentSchema), defaultValues: { comment: '' } });
  const id = `comment-${postId}`;
  const error = formState.errors.comment?.message ?? problem;

  const submit = handleSubmit(({ comment }) => {
    setProblem(null);
    setSent(false);
    if (!comment.trim()) return setProblem(t`Write a comment first.`);
    send.mutate(
      { params: { path: { id: postId } }, body: { comment } },
      {
        onSuccess: () => {
          reset({ comment: '' });
          setSent(true);
        },
        onError: (refusal) => setProblem(problemText(apiProblem(refusal), { empty_comment: msg`Write a comment first.` })),
      },
    );
  });

  return (
    <form className="profile-comment-form" noValidate onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Your comment</Trans>
      </label>
      <InputTextarea
        id={id}
        {...register('comment')}
        rows={2}
        autoResize
        placeholder={t`Add a comment…`}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <BusyButton type="submit" size="small" label={send.isPending ? t`Posting…` : t`Post comment`} busy={send.isPending} disabled={send.isPending} />
      <p role="status" className="profile-status">
        {sent ? <Trans>Your comment has been posted.</Trans> : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className="profile-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
