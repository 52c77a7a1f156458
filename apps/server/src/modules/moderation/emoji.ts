/**
 * Emoji that stand for a way of contact, read as the word they stand for: "✈️ @priya" is "tg @priya" (Telegram),
 * "📞 98765 43210" is "ph 98765 43210". The short forms the word lists know keep a text of emoji from growing. Emoji without a meaning here are left as they are. A word is only a
 * clue: "📸 photos received" reads "insta photos received", which names no handle and passes.
 */
const EMOJI_WORDS: Record<string, string> = {
  '✈': 'tg',
  '🛩': 'tg',
  '🛫': 'tg',
  '📞': 'ph',
  '☎': 'ph',
  '📱': 'ph',
  '📲': 'ph',
  '🤙': 'call',
  '📧': 'mail',
  '✉': 'mail',
  '📩': 'mail',
  '📨': 'mail',
  '📬': 'mail',
  '📮': 'mail',
  '💬': 'wa',
  '🟢': 'wa',
  '🗨': 'wa',
  '📸': 'ig',
  '📷': 'ig',
  '👻': 'snap',
  '🐦': 'twitter',
  '🐤': 'twitter',
  '🕊': 'twitter',
  '📘': 'fb',
  '💼': 'linkedin',
  '🎮': 'discord',
  '✆': 'ph',
  '☏': 'ph',
  '📪': 'mail',
  '📫': 'mail',
  '📭': 'mail',
  '💌': 'mail',
  '🔗': 'link',
  '🌐': 'website',
  '👉': ':',
  '➡': ':',
  '➜': ':',
  '➔': ':',
  '➤': ':',
  '⇒': ':',
  '⮕': ':',
  '→': ':',
  '⏩': ':',
};

/** The word an emoji stands for, with spaces around it, or undefined. */
export function emojiWord(char: string): string | undefined {
  const word = EMOJI_WORDS[char];
  return word === undefined ? undefined : ` ${word} `;
}
