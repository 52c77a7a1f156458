import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { percent } from './measure.js';
import { moderateMessage, type ModerationVerdict } from './moderator.js';

// The frozen held-out set lives in ./heldout/ on its own branch, written by someone who does not tune the rules.
// This test only calls its `measureHeldOut(judge)` and prints what it answers; the texts stay unread here.
const FIGURES = [
  new URL('./heldout/figures.ts', import.meta.url),
  new URL('./heldout/figures/index.ts', import.meta.url),
].find((url) => existsSync(fileURLToPath(url)));

interface HeldOutFigures {
  recall: number;
  falsePositiveRate: number;
  personal: { total: number; caught: number };
  clean: { total: number; flagged: number };
}

describe('the moderator on the frozen held-out set', () => {
  it.skipIf(!FIGURES)('catches ≥ 97 % with ≤ 2 % false positives', async () => {
    const { measureHeldOut } = (await import(/* @vite-ignore */ FIGURES!.href)) as {
      measureHeldOut: (judge: (text: string) => ModerationVerdict) => HeldOutFigures | Promise<HeldOutFigures>;
    };
    const figures = await measureHeldOut(moderateMessage);
    console.log(
      `moderation frozen held-out set: recall ${percent(figures.recall)} ` +
        `(${figures.personal.caught}/${figures.personal.total}), false positives ` +
        `${percent(figures.falsePositiveRate)} (${figures.clean.flagged}/${figures.clean.total})`,
    );
    expect(figures.recall).toBeGreaterThanOrEqual(0.97);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
