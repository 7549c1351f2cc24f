export const NEVER_RETRIED = {
  idempotentHint: false,
  openWorldHint: false,
};
