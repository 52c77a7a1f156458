/**
 * The browser's check of an Indian mobile number: the very rule the server applies (libphonenumber's mobile
 * metadata for India, in packages/shared), so the form never accepts what the API then refuses, or the reverse.
 * The server stores the number in E.164.
 */
export { isIndianMobile as looksLikeIndianMobile } from '@gigbazaar/shared/rules/phone';
