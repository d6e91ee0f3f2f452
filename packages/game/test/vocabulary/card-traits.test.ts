// Enhancements, editions and seals named in a question, in the vocabulary's spelling; a word
// that is part of a name ("Glass Joker", "Gold Stake") is not one.
import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../src';

const traits = (message: string) =>
  extractEntities(message).cardTraits.map(({ kind, name }) => `${kind}:${name}`);

describe('card traits in a question', () => {
  it.each([
    ['what does steel do?', ['enhancement:steel']],
    ['What do Gold Cards do?', ['enhancement:gold']],
    ['what does a gold seal do', ['seal:gold']],
    ['is a holo card better than poly?', ['edition:holographic', 'edition:polychrome']],
    ['red seal on a glass card', ['seal:red', 'enhancement:glass']],
    ['what does a negative joker give', ['edition:negative']],
    ['how much mult do I have?', []],
    ['am I lucky?', []],
    ['what does the Glass Joker do?', []],
    ['what does Gold Stake add?', []],
  ])('%s', (message, expected) => {
    expect(traits(message)).toEqual(expected);
  });
});
