export function kindOf(written: string | undefined) {
  return written === "dry" ? "read" : "write";
}
