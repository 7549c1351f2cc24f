// Annotation constants shared by the server's tools.
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

export const WRITE = { readOnlyHint: false } as const;
