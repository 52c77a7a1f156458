import { MSG } from '@gigbazaar/shared/messages';
import type { Deps } from '../../platform/deps';
import { moderationEvents } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { moderateText } from './index';

/**
 * Where a user's text goes to another user. Recorded with each rejection, so the moderation team can count rules
 * per channel (`moderation_events.channel`). `order_note`: a revision note, an extension, cancellation or dispute reason.
 * A seller application is not a channel: none of its texts is shown to anyone but the applicant and the admins
 * who review it, and it must hold the applicant's own phone, address and UPI id.
 */
export type TextChannel =
  'message' | 'delivery_note' | 'order_note' | 'review' | 'gig' | 'bio' | 'skills' | 'first_language';

export interface TextField {
  /** The request field it came in (`desc`, `features`, `bio` …), named in the 422's `fields`. */
  field: string;
  text: string | null | undefined;
  /** How the sentence names the field when a form has several (`the description`); omit for one-field forms. */
  label?: string;
}

export function moderationRejected(sentence: string = MSG.personalInformation, fields?: Record<string, string>) {
  return new AppError(422, 'moderation_rejected', sentence, fields);
}

/**
 * The one moderation step every text a user sends another user passes (chat messages, delivery notes, reviews, gig
 * texts, bios and skills): before anything is stored, each field is judged; the first that fails answers 422
 * `moderation_rejected` with the moderation sentence (docs/product-rules.md "Moderation") (naming the field, and in `fields`, when it has a `label`), and one
 * `moderation_events` row records who, where and which rule, never the text. Callers store nothing after a throw.
 */
export async function moderateUserText(
  deps: Deps,
  /** `userId` null: no account yet (a sign-up's bio), so there is no one to record the rejection against. */
  who: { userId: string | null; channel: TextChannel; conversationId?: string },
  fields: TextField[],
): Promise<void> {
  for (const { field, text, label } of fields) {
    if (!text) continue;
    const verdict = moderateText(text);
    if (!verdict.ok) await refuseText(deps, who, verdict.rule, { field, label });
  }
}

/**
 * Refuses a text the moderator judged (also a chat message that completes a detail split across messages,
 * split-messages.ts): records who, where and which rule, never the text, and throws the 422.
 */
export async function refuseText(
  deps: Deps,
  who: { userId: string | null; channel: TextChannel; conversationId?: string },
  rule: string,
  { field, label }: { field?: string; label?: string } = {},
): Promise<never> {
  if (who.userId) {
    await deps.db.insert(moderationEvents).values({
      userId: who.userId,
      channel: who.channel,
      conversationId: who.conversationId ?? null,
      rule,
    });
  }
  // A form of several fields also learns which one (`fields`), to show the sentence beside it.
  throw field && label
    ? moderationRejected(MSG.personalInformationIn(label), { [field]: MSG.personalInformation })
    : moderationRejected();
}
