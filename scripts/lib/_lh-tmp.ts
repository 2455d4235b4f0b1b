import { runLighthouse } from './lighthouse.ts';
const r = await runLighthouse('dist', [
  { label: 'compare pair', path: 'compare/?a=lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256&b=lm-arena-chat.qwen-qwen3-32b.b200x1.tp1ep1dp1.b256' },
  { label: 'compare', path: 'compare/' },
], 3);
console.table(r.map(({ path, ...x }) => x));
