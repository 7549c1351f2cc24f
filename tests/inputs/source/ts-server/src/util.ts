// No tool here: the prefilter keeps this file unparsed.
export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
