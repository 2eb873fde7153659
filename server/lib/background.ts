import type { FastifyInstance } from 'fastify';

/**
 * Work that must not delay the answer (so that, e.g., the time a password-reset request takes does
 * not reveal whether the account exists). Failures are logged; closing the app waits for it.
 */
export function backgroundRunner(app: FastifyInstance) {
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return function runInBackground(task: () => Promise<unknown>) {
    const promise = task()
      .catch((err) => app.log.error({ err }, 'background task failed'))
      .finally(() => running.delete(promise));
    running.add(promise);
  };
}
