import { describe, expect, it } from 'vitest';
import { clean, personal } from './corpus.js';
import { moderateMessage } from './moderator.js';

describe('the moderator on the labelled corpus', () => {
  it('catches at least 97 % of personal information with at most 2 % false positives', () => {
    const missed: string[] = [];
    const wronglyRejected: string[] = [];
    let personalCount = 0;
    let cleanCount = 0;
    for (const group of personal) {
      for (const text of group.messages) {
        personalCount++;
        if (moderateMessage(text).ok) missed.push(`[${group.kind}] ${text}`);
      }
    }
    for (const group of clean) {
      for (const text of group.messages) {
        cleanCount++;
        const verdict = moderateMessage(text);
        if (!verdict.ok) wronglyRejected.push(`[${group.kind}] ${text} → ${verdict.rule}`);
      }
    }
    const recall = (personalCount - missed.length) / personalCount;
    const falsePositiveRate = wronglyRejected.length / cleanCount;
    console.log(
      `moderation corpus: ${personalCount} personal, ${cleanCount} clean; ` +
        `recall ${(recall * 100).toFixed(1)} % (${missed.length} missed), ` +
        `false positives ${(falsePositiveRate * 100).toFixed(1)} % (${wronglyRejected.length})`,
    );
    if (missed.length > 0) console.log(`missed:\n  ${missed.join('\n  ')}`);
    if (wronglyRejected.length > 0) console.log(`wrongly rejected:\n  ${wronglyRejected.join('\n  ')}`);
    expect(personalCount + cleanCount).toBeGreaterThanOrEqual(300);
    expect(personalCount).toBeGreaterThanOrEqual(150);
    expect(cleanCount).toBeGreaterThanOrEqual(150);
    expect(recall).toBeGreaterThanOrEqual(0.97);
    expect(falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
