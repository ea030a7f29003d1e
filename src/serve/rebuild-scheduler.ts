/**
 * Coalesces file changes into rebuilds: a rebuild starts once no change has arrived for `debounceMs` (a burst of
 * saves, or a formatter rewriting ten files, is one rebuild), never while another runs, and changes arriving
 * during a rebuild are kept for exactly one more, which starts after the same quiet period.
 */
export class RebuildScheduler<Change> {
  private pending: Change[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private closed = false
  private idleWaiters: Array<() => void> = []

  constructor(
    private readonly rebuild: (changes: Change[]) => Promise<void>,
    private readonly debounceMs: number,
    /** a change arrived while a rebuild runs (watch mode stops a build a newer change supersedes) */
    private readonly onChangeWhileRunning?: (change: Change) => void,
  ) {}

  /** Records a change; the rebuild covering it starts after the quiet period (or after the running one). */
  add(change: Change): void {
    if (this.closed) return
    this.pending.push(change)
    if (!this.running) this.restartTimer()
    else this.onChangeWhileRunning?.(change)
  }

  /** Runs a rebuild at once (the first build, before the server listens); changes arriving meanwhile get one more. */
  async rebuildNow(): Promise<void> {
    if (this.running) throw new Error('rebuildNow: a rebuild is already running')
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    await this.runPending()
  }

  /** whether a change `matches` waits for a rebuild that has not started */
  hasPending(matches: (change: Change) => boolean): boolean {
    return this.pending.some(matches)
  }

  /** Resolves when no rebuild is running or waiting to start. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  isIdle(): boolean {
    return !this.running && this.timer === undefined && this.pending.length === 0
  }

  /** Drops pending changes and starts no more rebuilds (a running one finishes). */
  close(): void {
    this.closed = true
    this.pending = []
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    if (!this.running) this.notifyIdle()
  }

  private restartTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.runPending()
    }, this.debounceMs)
  }

  private async runPending(): Promise<void> {
    const changes = this.pending
    this.pending = []
    this.running = true
    try {
      await this.rebuild(changes)
    } catch {
      // the rebuild reports its own failures; the scheduler keeps going
    } finally {
      this.running = false
    }
    if (this.pending.length > 0 && !this.closed) this.restartTimer()
    else this.notifyIdle()
  }

  private notifyIdle(): void {
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}
