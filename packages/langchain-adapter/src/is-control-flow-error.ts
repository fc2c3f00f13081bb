/**
 * True for errors LangGraph uses for control flow (interrupts for a human
 * in the loop, `Command` to a parent graph, draining): they must propagate,
 * never become feedback.
 *
 * @example
 * catch (error) { if (isControlFlowError(error)) throw error; }
 */
export function isControlFlowError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  // LangGraph's GraphBubbleUp subclasses expose `is_bubble_up`; checked by shape so
  // the adapter need not import @langchain/langgraph.
  if ((error as { is_bubble_up?: unknown }).is_bubble_up === true) return true;
  const name = (error as { name?: unknown }).name;
  // Not AbortError: a tool's own aborted fetch is a tool failure; the run's abort is checked
  // by the caller on the run's signal.
  return (
    name === "GraphInterrupt" ||
    name === "NodeInterrupt" ||
    name === "ParentCommand" ||
    name === "GraphDrained"
  );
}
