/**
 * A light client-side check for an Indian mobile number in the usual spellings
 * (+91 98765 43210, 098765-43210, 9876543210). The server parses and stores it in E.164.
 */
export const looksLikeIndianMobile = (value: string) => /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s().-]/g, ''));
