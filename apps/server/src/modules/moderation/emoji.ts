/**
 * Emoji that stand for a way of contact, read as the word they stand for: "✈️ @priya" is "telegram @priya",
 * "📞 98765 43210" is "phone 98765 43210". Emoji without a meaning here are left as they are. A word is only a
 * clue: "📸 photos received" reads "insta photos received", which names no handle and passes.
 */
const EMOJI_WORDS: Record<string, string> = {
  '✈': 'telegram',
  '🛩': 'telegram',
  '🛫': 'telegram',
  '📞': 'phone',
  '☎': 'phone',
  '📱': 'phone',
  '📲': 'phone',
  '🤙': 'call',
  '📧': 'mail',
  '✉': 'mail',
  '📩': 'mail',
  '📨': 'mail',
  '📬': 'mail',
  '📮': 'mail',
  '💬': 'whatsapp',
  '🟢': 'whatsapp',
  '🗨': 'whatsapp',
  '📸': 'insta',
  '📷': 'insta',
  '👻': 'snapchat',
  '🐦': 'twitter',
  '🐤': 'twitter',
  '🔗': 'link',
  '🌐': 'website',
  '👉': ':',
  '➡': ':',
  '→': ':',
  '⏩': ':',
};

/** The word an emoji stands for, with spaces around it, or undefined. */
export function emojiWord(char: string): string | undefined {
  const word = EMOJI_WORDS[char];
  return word === undefined ? undefined : ` ${word} `;
}
