import { describe, expect, it } from 'vitest';
import { meaningsOf } from './gig-search';
import { Vocabulary } from './search-vocabulary';

const vocabulary = new Vocabulary();
for (const w of [
  'design',
  'designer',
  'logo',
  'pitch',
  'pick',
  'rich',
  'deck',
  'return',
  'returns',
  'app',
  'apps',
  'api',
  'apple',
  'chat',
  'bot',
  'chatbot',
  'voice',
  'video',
  'photo',
  'colours',
  'fix',
  'fixed',
])
  vocabulary.add(w);

const fact = (word: string, over: Partial<{ meaningful: boolean; known: boolean; matches: boolean }> = {}) => ({
  word,
  meaningful: true,
  known: vocabulary.has(word),
  matches: false,
  ...over,
});

describe('Vocabulary', () => {
  it('finds the nearest words by Damerau–Levenshtein distance, same first letter first', () => {
    expect(vocabulary.nearest('desgin', 1)).toEqual(['design']);
    expect(vocabulary.nearest('retrun', 1)).toEqual(['return']);
    expect(vocabulary.nearest('vioce', 1)).toEqual(['voice']);
    expect(vocabulary.nearest('pich', 1)).toEqual(['pick', 'pitch', 'rich']);
    // Only the smallest distance found counts: "logoo" is one from "logo", nothing else is listed.
    expect(vocabulary.nearest('logoo', 2)).toEqual(['logo']);
  });

  it('finds nothing beyond the allowed edits, and never the word itself', () => {
    expect(vocabulary.nearest('xqzvvjkwp', 2)).toEqual([]);
    expect(vocabulary.nearest('fixng', 1)).toEqual([]);
    expect(vocabulary.nearest('design', 1)).toEqual([]);
    expect(vocabulary.nearest('desgin', 0)).toEqual([]);
  });

  it('lists words by prefix, shortest first', () => {
    expect(vocabulary.withPrefix('ap')).toEqual(['api', 'app', 'apps', 'apple']);
    expect(vocabulary.withPrefix('zz')).toEqual([]);
    vocabulary.add('apex');
    expect(vocabulary.withPrefix('ap', 3)).toEqual(['api', 'app', 'apex']);
  });
});

describe('meaningsOf', () => {
  it('keeps known words as they are, with their other spellings', () => {
    const [design, colours] = meaningsOf([fact('design'), fact('colours')], vocabulary, 'narrow');
    expect(design?.words).toEqual(['design']);
    expect(colours?.words).toEqual(['colours', 'colors']);
  });

  it('corrects unknown words and completes an unknown last word', () => {
    const [pich, deck] = meaningsOf([fact('pich'), fact('deck')], vocabulary, 'narrow');
    expect(pich?.words).toEqual(['pich', 'pick', 'pitch', 'rich']);
    expect(deck?.words).toEqual(['deck']);
    const [, ap] = meaningsOf([fact('flutter'), fact('ap')], vocabulary, 'narrow');
    expect(ap?.prefixes).toEqual(['ap']);
    expect(ap?.words).toEqual(expect.arrayContaining(['ap', 'api', 'app']));
  });

  it('takes a word that matches as typed as meant, unless read wide', () => {
    const [narrow] = meaningsOf([fact('fixd', { matches: true }), fact('logo')], vocabulary, 'narrow');
    expect(narrow?.words).toEqual(['fixd']);
    // Wide: corrected too, and its stem read as a prefix ("scrapping" → "scrap" → "scrape").
    const [wide] = meaningsOf([fact('fixd', { matches: true }), fact('logo')], vocabulary, 'wide');
    expect(wide?.words).toEqual(expect.arrayContaining(['fixd', 'fix', 'fixed']));
    const [long] = meaningsOf([fact('scrapping', { matches: true }), fact('logo')], vocabulary, 'wide');
    expect(long?.stemPrefixes).toEqual(['scrapping']);
    // Never beyond the edits the length allows.
    const [far] = meaningsOf([fact('fixng'), fact('logo')], vocabulary, 'wide');
    expect(far?.words).toEqual(['fixng']);
  });

  it('splits a word into two known words, and skips stop words', () => {
    const [chatbot, the] = meaningsOf([fact('chatbot'), fact('the', { meaningful: false })], vocabulary, 'narrow');
    expect(chatbot?.phrases).toEqual([['chat', 'bot']]);
    expect(the).toBeNull();
  });
});
