export const NAMES = { search: "crm_search" } as const;
export const EXPORT_NAME = "crm_export";
