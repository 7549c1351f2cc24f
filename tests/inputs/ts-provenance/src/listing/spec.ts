import { NEVER_RETRIED } from "./presets.js";

export type Spec = {
  name: string;
  kind: "read" | "write";
};

// What tools/list answers for each catalog tool.
export function listed(spec: Spec) {
  return {
    name: spec.name,
    annotations: { readOnlyHint: spec.kind === "read", ...NEVER_RETRIED },
  };
}
