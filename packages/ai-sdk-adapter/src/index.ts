// The public API of @toolform/ai-sdk: guardTools, repairToolCall, toolformMiddleware.
export {};
