// The public API of @toolform/langchain: toolformMiddleware, guardTool, guardTools, ToolformCallbackHandler.
export {};
