export const READ_ONLY = { readOnlyHint: true, destructiveHint: false } as const;
