const maxRuns = 10_000;

/**
 * Invalid tries per run and tool, so a model that keeps failing is stopped rather
 * than looping forever. Bounded: the oldest runs are forgotten first.
 *
 * @example
 * const budget = new RetryBudget();
 * budget.fail("run-1", "send_email"); // 1
 */
export class RetryBudget {
  // Per run, per tool, a counter cell: a try updates the cell it finds (one lookup)
  // and a success zeroes it in place. Nothing is deleted per call, so a run whose
  // tools keep failing and succeeding does not churn its table.
  readonly #runs = new Map<string, Map<string, { tries: number }>>();
  // Whether the table holds any run (`#runs.size > 0`), kept beside it: every
  // successful call asks, and a field of this object is a read the call makes anyway,
  // where the Map's size is two more objects to fetch.
  #any = false;

  /** Counts one invalid try and returns the tries so far. */
  fail(runId: string, tool: string): number {
    let tools = this.#runs.get(runId);
    if (tools === undefined) {
      if (this.#runs.size >= maxRuns) {
        const oldest = this.#runs.keys().next().value;
        if (oldest !== undefined) this.#runs.delete(oldest);
      }
      tools = new Map();
      this.#runs.set(runId, tools);
      this.#any = true;
    }
    const cell = tools.get(tool);
    if (cell === undefined) {
      tools.set(tool, { tries: 1 });
      return 1;
    }
    cell.tries += 1;
    return cell.tries;
  }

  /** A successful call resets that tool's count. */
  succeed(runId: string, tool: string): void {
    // Nothing has failed (the usual state): no table to look in.
    if (!this.#any) return;
    const cell = this.#runs.get(runId)?.get(tool);
    if (cell !== undefined) cell.tries = 0;
  }

  /** Forgets one run, or every run. */
  reset(runId?: string): void {
    if (runId === undefined) this.#runs.clear();
    else this.#runs.delete(runId);
    this.#any = this.#runs.size > 0;
  }
}
