import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
const items = [{ id: 'a', type: 'dataset', title: '<span class="nocase">Qwen 3 14B (Qwen/Qwen3-14B) on 1 x B200, batch cap 128, Text Conversation: GPU energy per output token</span>', author: [{ literal: 'GPU energy per LLM output token' }], issued: { 'date-parts': [[2026, 12, 1]] }, version: process.argv[2], URL: 'https://x.example/releases/2026-12-01/rows/a/' },
{ id: 'b', type: 'paper-conference', title: 'The ML.ENERGY Benchmark: Toward Automated Inference Energy Measurement and Optimization', author: [{family:'Chung',given:'Jae-Won'},{family:'Ma',given:'Jeff J.'}], issued: {'date-parts':[[2025]]}, 'container-title': 'NeurIPS 2025 Datasets and Benchmarks Track', URL: 'https://arxiv.org/abs/2505.06371' }];
const c = new Cite(items);
console.log(c.format('bibliography', { format: 'text', template: 'apa' }));
console.log(c.format('bibtex'));
