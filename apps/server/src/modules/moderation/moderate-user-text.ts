import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { Deps } from '../../platform/deps';
import { moderationEvents } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { moderateText } from './index';
import { judgeUsername } from './username';

/**
 * Where a user's text goes to another user. Recorded with each rejection, so the moderation team can count rules
 * per channel (`moderation_events.channel`). `order_note`: a revision note, an extension, cancellation or dispute reason.
 * A seller application is not a channel: none of its texts is shown to anyone but the applicant and the admins
 * who review it, and it must hold the applicant's own phone, address and UPI id.
 */
export type TextChannel =
  'message' | 'delivery_note' | 'order_note' | 'review' | 'gig' | 'bio' | 'skills' | 'first_language' | 'username';

/**
 * Who sent a text and where. `userId` null: no account yet (a sign-up), so nothing is recorded; its refusals are
 * capped by `client` instead, the sender's address as the per-IP limits count it (ip-key.ts).
 */
export interface TextAuthor {
  userId: string | null;
  channel: TextChannel;
  conversationId?: string;
  client?: string;
}

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

const REFUSAL_WINDOW_MS = LIMITS.moderationRefusalWindowMinutes * 60_000;
/** The cap's counter: the account's, or for a sign-up the client address's (none without either). */
const refusalKey = ({ userId, client }: Pick<TextAuthor, 'userId' | 'client'>) =>
  userId ? `moderation-refusals:${userId}` : client ? `moderation-refusals:client:${client}` : null;

/**
 * The cap on refusals (docs/product-rules.md "Moderation"): each verdict tells its sender something about the
 * moderator, so a user may draw at most LIMITS.moderationRefusalsPerUser refusals per window, over every channel
 * together. Once they have, every text of theirs that would go to the moderator answers this 429 before the
 * moderator reads it: the same answer for a clean text and a refused one, so no verdict leaks. Only refusals
 * count (`refuseText`); this only reads the counter. A sign-up has no account yet: its bio and username are capped
 * by the client's address, since the e-mail it names is not proven until the account is made (and the moderator
 * runs before that, so a refused text does not use up the verification).
 *
 * It reads through `deps` (the pool, not a transaction): call it outside any transaction, as PGlite has one
 * connection and a transaction holding it would wait for itself.
 */
export async function checkRefusalCap(deps: Deps, who: Pick<TextAuthor, 'userId' | 'client'>): Promise<void> {
  const key = refusalKey(who);
  if (!key) return;
  await deps.limiter.check(key, LIMITS.moderationRefusalsPerUser, REFUSAL_WINDOW_MS, MSG.moderationRefusalsTooMany);
}

/**
 * The one moderation step every text a user sends another user passes (chat messages, delivery notes, reviews, gig
 * texts, bios and skills): first the refusal cap (`checkRefusalCap`, 429), then, before anything is stored, each
 * field is judged; the first that fails answers 422 `moderation_rejected` with the moderation sentence
 * (docs/product-rules.md "Moderation") (naming the field, and in `fields`, when it has a `label`), and one
 * `moderation_events` row records who, where and which rule, never the text. Callers store nothing after a throw.
 * Call it outside any transaction (see `checkRefusalCap`).
 */
export async function moderateUserText(deps: Deps, who: TextAuthor, fields: TextField[]): Promise<void> {
  // Nothing to judge (an empty note, a cleared bio) reaches no moderator, so the cap does not stand in its way.
  if (!fields.some((f) => f.text)) return;
  await checkRefusalCap(deps, who);
  for (const { field, text, label } of fields) {
    if (!text) continue;
    const verdict = moderateText(text);
    if (!verdict.ok) await refuseText(deps, who, verdict.rule, { field, label });
  }
}

/**
 * Refuses a text the moderator judged (also a chat message that completes a detail split across messages,
 * split-messages.ts, and a username, username.ts): records who, where and which rule, never the text, counts the
 * refusal against the sender's cap, and throws the 422 (with `sentence`, that sentence, beside `field`). Outside any
 * transaction (see `checkRefusalCap`): the split check calls it after its transaction has ended.
 *
 * Refusals are counted in one upsert, so however many arrive at once only the first LIMITS.moderationRefusalsPerUser
 * of a window answer 422; one that finds the cap already passed answers the cap's 429 instead (its event is still
 * recorded: the moderator did refuse it). The cap's read (`checkRefusalCap`) and this count are two statements, so
 * requests already past the read when the cap fills are still judged: a clean one among them is accepted. That
 * overshoot is bounded by the sender's requests in flight at that moment, which the per-user and per-IP limits keep
 * small.
 */
export async function refuseText(
  deps: Deps,
  who: TextAuthor,
  rule: string,
  { field, label, sentence }: { field?: string; label?: string; sentence?: string } = {},
): Promise<never> {
  if (who.userId) {
    await deps.db.insert(moderationEvents).values({
      userId: who.userId,
      channel: who.channel,
      conversationId: who.conversationId ?? null,
      rule,
    });
  }
  const key = refusalKey(who);
  if (key)
    await deps.limiter.hit(key, LIMITS.moderationRefusalsPerUser, REFUSAL_WINDOW_MS, MSG.moderationRefusalsTooMany);
  // A field's own sentence (a username) goes beside it; a form of several fields also learns which one (`fields`).
  if (sentence) throw moderationRejected(sentence, field ? { [field]: sentence } : undefined);
  throw field && label
    ? moderationRejected(MSG.personalInformationIn(label), { [field]: MSG.personalInformation })
    : moderationRejected();
}

/**
 * A username, at sign-up (`userId` null, capped by `client`) and on a rename: shown to everyone, so it may not carry a phone number,
 * e-mail, UPI id, link or another platform's handle (`username.ts`). The same cap as every text (a rename is one
 * more way to probe), a 422 `moderation_rejected` with the username's own sentence beside the field, and for an
 * account the `moderation_events` row (`channel` "username"), as for every refusal.
 */
export async function moderateUsername(
  deps: Deps,
  who: Pick<TextAuthor, 'userId' | 'client'>,
  username: string,
): Promise<void> {
  await checkRefusalCap(deps, who);
  const verdict = judgeUsername(username);
  if (!verdict.ok) {
    await refuseText(deps, { ...who, channel: 'username' }, verdict.rule, {
      field: 'username',
      sentence: MSG.usernameContactDetails,
    });
  }
}
