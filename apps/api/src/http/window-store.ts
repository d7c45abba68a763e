// A fixed-window counter store for @fastify/rate-limit that never evicts a live counter.
// The plugin's default store is an LRU of 5,000 keys: anyone able to mint 5,000 keys in a minute
// pushes everyone else's counters out, resetting their budgets. Here a counter lives until its
// window ends and is then swept, so memory is bounded by the keys seen in one window (and the
// keys are people the database knows, or IP addresses), and nobody can reset anyone else's count.
//
// In-process state: with several instances side by side each counts on its own (the budget is then
// per instance); a shared store (Redis) is what makes it one budget.

interface Counter {
  current: number;
  windowEndsAt: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

export class WindowStore {
  private readonly counters = new Map<string, Counter>();
  private nextSweepAt = 0;

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    this.sweep(now, timeWindow);
    let counter = this.counters.get(key);
    if (!counter || counter.windowEndsAt <= now) {
      counter = { current: 0, windowEndsAt: now + timeWindow };
      this.counters.set(key, counter);
    }
    counter.current += 1;
    callback(null, { current: counter.current, ttl: counter.windowEndsAt - now });
  }

  read(key: string, callback: Callback): void {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.windowEndsAt <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: counter.current, ttl: counter.windowEndsAt - now });
  }

  /** The plugin asks each route's limiter for a child store; they share this one's counters. */
  child(): WindowStore {
    return this;
  }

  /** Drops ended windows, at most once per window length (a pass over the map). */
  private sweep(now: number, timeWindow: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + timeWindow;
    for (const [key, counter] of this.counters) {
      if (counter.windowEndsAt <= now) this.counters.delete(key);
    }
  }

  /** How many counters are held (for tests). */
  get size(): number {
    return this.counters.size;
  }
}
