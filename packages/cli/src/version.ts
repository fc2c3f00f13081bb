/**
 * The version `toolform --version` prints and SARIF logs record.
 *
 * @example
 * console.log(toolVersion); // "0.1.0"
 */
export const toolVersion = "0.1.0";
