import { describe, expect, it } from 'vitest';
import {
  SEARCH_WORDS_MAX,
  bitCount,
  editDistance,
  letterMask,
  maxEditsFor,
  searchWordsOf,
  spellingVariants,
} from './search-words';

describe('searchWordsOf', () => {
  it('lowercases, drops punctuation and accents, removes repeats and keeps at most 8 words', () => {
    expect(searchWordsOf('  LOGO  Design!! logo ')).toEqual(['logo', 'design']);
    expect(searchWordsOf('Café menu, 2D/3D')).toEqual(['cafe', 'menu', '2d', '3d']);
    expect(searchWordsOf(undefined)).toEqual([]);
    expect(searchWordsOf('?! --')).toEqual([]);
    expect(searchWordsOf('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('maxEditsFor', () => {
  it('allows no edit below 4 letters, one up to 7 letters, two from 8', () => {
    expect(['ap', 'gst', 'seo'].map(maxEditsFor)).toEqual([0, 0, 0]);
    expect(['pich', 'vioce', 'desgin', 'writtin'].map(maxEditsFor)).toEqual([1, 1, 1, 1]);
    expect(['writting', 'photografy'].map(maxEditsFor)).toEqual([2, 2]);
  });

  it('never corrects words with digits', () => {
    expect(maxEditsFor('mp4x')).toBe(0);
    expect(maxEditsFor('h264codec')).toBe(0);
  });
});

describe('editDistance (Damerau–Levenshtein, optimal string alignment)', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('desgin', 'design')).toBe(1);
    expect(editDistance('vioce', 'voice')).toBe(1);
    expect(editDistance('retrun', 'return')).toBe(1);
    expect(editDistance('phtoo', 'photo')).toBe(1);
  });

  it('counts dropped, extra and wrong letters', () => {
    expect(editDistance('pich', 'pitch')).toBe(1);
    expect(editDistance('vidoe', 'video')).toBe(1);
    expect(editDistance('logoo', 'logo')).toBe(1);
    expect(editDistance('writting', 'writing')).toBe(1);
    expect(editDistance('desing', 'design')).toBe(1);
    expect(editDistance('photografy', 'photography')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['desgin', 'design'],
      ['pich', 'pitch'],
      ['abcdef', 'badcfe'],
    ]) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });

  it('stops at the bound and reports anything farther as bound + 1', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
    expect(editDistance('design', 'banana', 2)).toBe(3);
    expect(editDistance('desgin', 'design', 1)).toBe(1);
  });
});

describe('letterMask and bitCount', () => {
  it('never prune a word within the allowed edits', () => {
    // A swap keeps the letters; a substitution changes at most two members of the set.
    expect(bitCount(letterMask('desgin') ^ letterMask('design'))).toBe(0);
    expect(bitCount(letterMask('pick') ^ letterMask('pich'))).toBeLessThanOrEqual(2);
    expect(bitCount(letterMask('pitch') ^ letterMask('pich'))).toBeLessThanOrEqual(1);
    expect(bitCount(0xffffffff)).toBe(32);
    expect(bitCount(0)).toBe(0);
  });
});

describe('spellingVariants', () => {
  it('pairs British and American spellings both ways', () => {
    expect(spellingVariants('colour')).toContain('color');
    expect(spellingVariants('color')).toContain('colour');
    expect(spellingVariants('colourful')).toContain('colorful');
    expect(spellingVariants('favourite')).toContain('favorite');
    expect(spellingVariants('optimise')).toContain('optimize');
    expect(spellingVariants('optimize')).toContain('optimise');
    expect(spellingVariants('optimisation')).toContain('optimization');
    expect(spellingVariants('customising')).toContain('customizing');
    expect(spellingVariants('analyse')).toContain('analyze');
    expect(spellingVariants('centre')).toContain('center');
    expect(spellingVariants('catalogue')).toContain('catalog');
    expect(spellingVariants('travelling')).toContain('traveling');
    expect(spellingVariants('licence')).toContain('license');
    expect(spellingVariants('programme')).toContain('program');
    expect(spellingVariants('jewellery')).toContain('jewelry');
    expect(spellingVariants('grey')).toContain('gray');
    expect(spellingVariants('colorize')).toContain('colourise');
    expect(spellingVariants('colourisation')).toContain('colorization');
  });

  it('leaves short words and words without another spelling alone', () => {
    expect(spellingVariants('rise')).toEqual([]);
    expect(spellingVariants('size')).toEqual([]);
    expect(spellingVariants('team')).toEqual([]);
    expect(spellingVariants('logo')).toEqual([]);
    expect(spellingVariants('tour')).toEqual([]);
    expect(spellingVariants('design')).toEqual([]);
    expect(spellingVariants('design')).not.toContain('design');
  });
});
