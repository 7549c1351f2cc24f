export const NAMES = {
  findCustomer: "customers_find",
  mergeCustomers: "customers_merge",
} as const;
