// Finding a model by what a reader types: each rule on named model names, the expected matches worked out by hand.
import { describe, expect, it } from 'vitest';
import { joinLetterRuns, modelMatches, nameTokens } from '../../../src/lib/text/find-model.ts';

// A model as the index names it: display name and id.
const QWEN3_32B = ['Qwen 3 32B', 'Qwen/Qwen3-32B'];
const QWEN3_8B = ['Qwen 3 8B', 'Qwen/Qwen3-8B'];
const LLAMA31_70B = ['Llama 3.1 70B Instruct', 'meta-llama/Llama-3.1-70B-Instruct'];
const LLAMA33_70B = ['Llama 3.3 70B Instruct', 'meta-llama/Llama-3.3-70B-Instruct'];
const LLAMA31_8B = ['Llama 3.1 8B Instruct', 'meta-llama/Llama-3.1-8B-Instruct'];
const GEMMA2_2B = ['Gemma 2 2B', 'google/gemma-2-2b-it'];
const GEMMA2_27B = ['Gemma 2 27B', 'google/gemma-2-27b-it'];
const MIXTRAL = ['Mixtral 8x7B', 'mistralai/Mixtral-8x7B-Instruct-v0.1'];
const GPT_OSS_20B = ['GPT OSS 20B', 'openai/gpt-oss-20b'];
const GPT_OSS_120B = ['GPT OSS 120B', 'openai/gpt-oss-120b'];
const DEEPSEEK_R1 = ['DeepSeek R1', 'deepseek-ai/DeepSeek-R1-0528'];
const ALL = {
  QWEN3_32B,
  QWEN3_8B,
  LLAMA31_70B,
  LLAMA33_70B,
  LLAMA31_8B,
  GEMMA2_2B,
  GEMMA2_27B,
  MIXTRAL,
  GPT_OSS_20B,
  GPT_OSS_120B,
  DEEPSEEK_R1,
};
const found = (query: string) =>
  Object.entries(ALL)
    .filter(([, names]) => modelMatches(query, names))
    .map(([key]) => key);

describe('nameTokens: runs of letters and runs of digits, lower case, accents dropped', () => {
  it.each([
    ['Qwen/Qwen3-32B', ['qwen', 'qwen', '3', '32', 'b']],
    ['Llama 3.1 70B', ['llama', '3', '1', '70', 'b']],
    ['Mixtral 8x7B', ['mixtral', '8', 'x', '7', 'b']],
    ['Modèle Été 7B', ['modele', 'ete', '7', 'b']],
    ['  -- ', []],
  ])('%j -> %j', (text, tokens) => expect(nameTokens(text)).toEqual(tokens));
});

describe('modelMatches: the aliases readers type', () => {
  it.each([
    // The three queries, which exact text matching answered with nothing.
    ['qwen3 32b', ['QWEN3_32B']],
    ['llama 70b', ['LLAMA31_70B', 'LLAMA33_70B']],
    ['3.1 70b', ['LLAMA31_70B']],
    // Spacing, punctuation and case between letters and digits do not matter.
    ['Qwen 3 32B', ['QWEN3_32B']],
    ['qwen-3-32b', ['QWEN3_32B']],
    ['QWEN3-32B', ['QWEN3_32B']],
    ['llama3.1 70b', ['LLAMA31_70B']],
    ['8x7b', ['MIXTRAL']],
    // Words match in any order, each somewhere in the display name or the id.
    ['70b llama', ['LLAMA31_70B', 'LLAMA33_70B']],
    ['meta-llama 8b', ['LLAMA31_8B']],
    // A word typed part-way finds the names it starts (typing "lla" on the way to "llama").
    ['lla', ['LLAMA31_70B', 'LLAMA33_70B', 'LLAMA31_8B']],
    ['wen', ['QWEN3_32B', 'QWEN3_8B']],
  ])('%j finds %j', (query, keys) => expect(found(query)).toEqual(keys));

  it.each([
    // Digits match whole where another token follows: "2b" is Gemma 2 2B, not the 27B.
    ['2b', ['GEMMA2_2B']],
    // "3.1" is not Llama 3.3.
    ['3.1', ['LLAMA31_70B', 'LLAMA31_8B']],
    // "8b" is the 8B models, not the 8x7B.
    ['8b', ['QWEN3_8B', 'LLAMA31_8B']],
    // A last number typed part-way still finds its models: "27" is on the way to "27b".
    ['gemma 27', ['GEMMA2_27B']],
  ])('%j finds only %j', (query, keys) => expect(found(query)).toEqual(keys));

  it.each([
    // Words run together: the name's neighbouring words of letters are read joined as well.
    ['gptoss 20b', ['GPT_OSS_20B']],
    ['gptoss', ['GPT_OSS_20B', 'GPT_OSS_120B']],
    ['gpt-oss-120b', ['GPT_OSS_120B']],
    ['deepseekr1', ['DEEPSEEK_R1']],
    ['70binstruct', ['LLAMA31_70B', 'LLAMA33_70B']],
  ])('%j finds %j, words run together', (query, keys) => expect(found(query)).toEqual(keys));

  it('finds nothing for a word no name holds', () => {
    expect(found('qwen 70b')).toEqual([]);
    // Words of letters are joined only where no digits come between: Llama and Instruct stay apart.
    expect(found('llamainstruct')).toEqual([]);
  });
  it('matches every model for an empty or blank query', () => {
    expect(found('')).toHaveLength(Object.keys(ALL).length);
    expect(found('  - ')).toHaveLength(Object.keys(ALL).length);
  });
});

describe('joinLetterRuns: neighbouring words of letters as one token, digits kept apart', () => {
  it.each([
    [
      ['gpt', 'oss', '20', 'b'],
      ['gptoss', '20', 'b'],
    ],
    [
      ['llama', '3', '1', '70', 'b', 'instruct'],
      ['llama', '3', '1', '70', 'binstruct'],
    ],
    [
      ['deepseek', 'ai', 'deepseek', 'r', '1', '0528'],
      ['deepseekaideepseekr', '1', '0528'],
    ],
    [
      ['8', 'x', '7', 'b'],
      ['8', 'x', '7', 'b'],
    ],
    [[], []],
  ])('%j -> %j', (tokens, joined) => expect(joinLetterRuns(tokens)).toEqual(joined));
});
