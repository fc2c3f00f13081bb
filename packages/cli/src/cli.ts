#!/usr/bin/env node
console.log("toolform: not implemented yet");
