#!/usr/bin/env node
import { nodeIo } from "./cli-io.js";
import { run } from "./run.js";

const code = await run(process.argv.slice(2), nodeIo());
// A failure to write the output, raised meanwhile, is not overridden by a clean result.
process.exitCode = Math.max(code, Number(process.exitCode ?? 0));
