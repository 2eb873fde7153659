import { useId, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api-client';
import { problemText } from '../../lib/api-errors';
import { resultOf, type ApiResult } from '../../lib/api-result';
import { queryClient } from '../../lib/query';
import { upload } from '../../lib/upload';
import { ProblemAlert } from '../../components/problem-alert';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];
const IMAGE_PROBLEMS = {
  unsupported_image: msg`Only PNG and JPEG images are accepted.`,
  payload_too_large: msg`The image is larger than 2 MB.`,
};

const refreshPost = () => Promise.all(['/api/blog/list/data', '/api/blog/list/data/detail', '/api/blog/list/data/edit', '/api/blog/list/data/sidebar'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));

/**
 * The featured image of a post: upload (PNG or JPEG, at most 2 MB, checked again by content on the
 * server) or remove. Each change is saved at once.
 */
export function FeaturedImageField({ postId, image }: { postId: number; image: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const inputId = useId();
  const [current, setCurrent] = useState(image);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (call: () => Promise<ApiResult<{ featuredImage: string }>>, done: string) => {
    setBusy(true);
    setProblem(null);
    const { data, problem: refusal } = await call();
    setBusy(false);
    if (refusal) return setProblem(problemText(refusal, IMAGE_PROBLEMS));
    setCurrent(data.featuredImage);
    toast('success', done);
    void refreshPost();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(i18n._(IMAGE_PROBLEMS.unsupported_image));
    if (file.size > MAX_BYTES) return setProblem(i18n._(IMAGE_PROBLEMS.payload_too_large));
    void run(() => upload('/api/blog/posts/{id}/featured-image', { file }, { id: postId }), t`Featured image saved`);
  };

  return (
    <fieldset className="blog-image-field" aria-describedby={`${inputId}-hint`}>
      <legend className="blog-field__label">
        <Trans>Featured image</Trans>
      </legend>
      <div className="blog-image-field__row">
        {current ? (
          // eslint-disable-next-line jsx-a11y/img-redundant-alt -- "featured image" is the field's name, not a description of the picture
          <img className="blog-image-field__preview" src={current} alt={t`The featured image`} />
        ) : (
          <p className="blog-image-field__empty">
            <Trans>This post has no featured image.</Trans>
          </p>
        )}
        <div className="blog-image-field__actions">
          <p id={`${inputId}-hint`} className="blog-muted">
            <Trans>PNG or JPEG, at most 2 MB. The image is saved as soon as it is uploaded.</Trans>
          </p>
          <input id={inputId} type="file" accept={TYPES.join(',')} className="visually-hidden" onChange={onFile} disabled={busy} />
          <label htmlFor={inputId} className={busy ? 'p-button p-button-outlined p-button-sm p-disabled' : 'p-button p-button-outlined p-button-sm'}>
            <Icon icon={ImagePlus} size={16} />
            <span>{current ? <Trans>Replace the image</Trans> : <Trans>Upload an image</Trans>}</span>
          </label>
          {current ? (
            <button
              type="button"
              className="p-button p-button-text p-button-danger p-button-sm"
              disabled={busy}
              onClick={() => void run(() => resultOf(api.DELETE('/api/blog/posts/{id}/featured-image', { params: { path: { id: postId } } })), t`Featured image removed`)}
            >
              <Icon icon={Trash2} size={16} />
              <span>
                <Trans>Remove the image</Trans>
              </span>
            </button>
          ) : null}
          <ProblemAlert problem={problem} className="blog-field__error" />
        </div>
      </div>
    </fieldset>
  );
}
