/**
 * At most `max` tasks at once; up to `maxWaiting` more wait their turn, first come first served;
 * beyond that a task is refused at once (`refuse()` is thrown: the caller answers 503). Costly work
 * that any client can ask for with new parameters (an uncached search) goes through one, so that a
 * flood of it queues behind itself instead of in front of everything else the process serves.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>, refuse: () => Error): Promise<T> {
    if (this.running < this.max) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw refuse();
    try {
      return await task();
    } finally {
      // The place goes to the next waiting task, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks running and waiting (tests, diagnostics). */
  stats() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
