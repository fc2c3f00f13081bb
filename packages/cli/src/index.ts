// The programmatic API of the toolform CLI.
export {};
