// `pnpm demo`: coloured on a terminal, plain when piped or when NO_COLOR is set.
import { runDemo } from "./main.ts";

const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
await runDemo((text) => process.stdout.write(text), color);
