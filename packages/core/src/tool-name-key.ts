/**
 * The loose key DESIGN's name resolution compares: a leading `functions.`
 * removed, lower-cased, every `-`, `_` and `.` deleted.
 *
 * @example
 * toolNameKey("functions.Get-Weather"); // "getweather"
 */
export function toolNameKey(name: string): string {
  const bare = name.startsWith("functions.") ? name.slice("functions.".length) : name;
  return bare.toLowerCase().replace(/[-_.]/g, "");
}
