import { inWindows } from "./in-windows.js";

/**
 * Where one candidate walk of a text stands (see CandidateFinder.find): the
 * walk is created once, so its per-text state travels in this object.
 *
 * @example
 * const state: WalkState = { text, cover, active, lists: [], windows: undefined,
 *   cursor: noCursor, near: noCursor, i: 0, s: 0 };
 */
export interface WalkState {
  readonly text: string;
  readonly cover: Uint8Array;
  readonly active: Uint8Array;
  readonly lists: (number[] | undefined)[];
  readonly windows: readonly (readonly number[] | undefined)[] | undefined;
  /** Per rule, the first of its windows that may hold the next start. */
  readonly cursor: Int32Array;
  /**
   * Per rule r, at 3r: the end of the window before its cursor (-1: none),
   * and the start and end of the window at its cursor (past the last one:
   * both {@link beyond}). What inWindows reads first, in one place.
   */
  readonly near: Int32Array;
  i: number;
  s: number;
}

/**
 * The cursor and packed bounds of a walk without rule windows: never read.
 *
 * @example
 * const near = windows === undefined ? noCursor : nearOf(windows);
 */
export const noCursor = new Int32Array(0);
const beyond = 0x7fffffff;

/**
 * The packed bounds (WalkState.near) of every rule's first window.
 *
 * @example
 * nearOf([[10, 20, 30]]); // Int32Array [-1, 10, 20]
 */
export function nearOf(windows: readonly (readonly number[] | undefined)[]): Int32Array {
  const near = new Int32Array(3 * windows.length);
  for (let r = 0; r < windows.length; r++) setNear(near, r, windows[r] ?? [], 0);
  return near;
}

function setNear(near: Int32Array, r: number, ws: readonly number[], c: number): void {
  near[3 * r] = c === 0 ? -1 : (ws[c - 2] as number);
  near[3 * r + 1] = c < ws.length ? (ws[c] as number) : beyond;
  near[3 * r + 2] = c < ws.length ? (ws[c + 1] as number) : beyond;
}

/**
 * inWindows, with the packed bounds kept up with the cursor it moves.
 *
 * @example
 * moveTo(state, r, windows[r], start); // true when `start` lies in one of rule r's windows
 */
export function moveTo(state: WalkState, r: number, ws: readonly number[], start: number): boolean {
  const inside = inWindows(state.cursor, r, ws, start);
  setNear(state.near, r, ws, state.cursor[r] as number);
  return inside;
}
