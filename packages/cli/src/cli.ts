#!/usr/bin/env node
import { nodeIo } from "./cli-io.js";
import { run } from "./run.js";

process.exitCode = await run(process.argv.slice(2), nodeIo());
