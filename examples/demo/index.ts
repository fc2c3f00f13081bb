// `pnpm demo`: coloured on a terminal, plain when piped or when NO_COLOR is set.
import { runDemo } from "./main.ts";
import { useColor } from "./transcript.ts";

await runDemo((text) => process.stdout.write(text), useColor(process.stdout, process.env));
