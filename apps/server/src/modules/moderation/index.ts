export {
  moderateMessage,
  moderateText,
  RULE_LABELS,
  type ModerationRule,
  type ModerationVerdict,
} from './moderator.js';
export { isAadhaarNumber, normaliseText, verhoeffValid, MODERATION_TEXT_MAX } from './normalise.js';
export { REDACTED, redactContactDetails } from './redact.js';
