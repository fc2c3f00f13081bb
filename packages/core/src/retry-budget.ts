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
  readonly #runs = new Map<string, Map<string, number>>();

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
    }
    const tries = (tools.get(tool) ?? 0) + 1;
    tools.set(tool, tries);
    return tries;
  }

  /** A successful call resets that tool's count. */
  succeed(runId: string, tool: string): void {
    this.#runs.get(runId)?.delete(tool);
  }

  /** Forgets one run, or every run. */
  reset(runId?: string): void {
    if (runId === undefined) this.#runs.clear();
    else this.#runs.delete(runId);
  }
}
