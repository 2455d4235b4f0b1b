// The one table from MLPerf benchmark names to model ids. Precision is per row (the submitter's `weight_data_types`),
// not per model: one benchmark runs in fp16 on one system and fp4 on another.

export interface BenchmarkModel {
  /** MLPerf benchmark name without its accuracy target, e.g. "llama3.1-8b". */
  benchmark: string;
  /** Model id on Hugging Face, spelled as the index spells it. */
  model: string;
  model_name: string;
  /** The workload, in words. */
  note: string;
}

export const BENCHMARKS: readonly BenchmarkModel[] = [
  {
    benchmark: 'gptj',
    model: 'EleutherAI/gpt-j-6b',
    model_name: 'GPT-J 6B (MLPerf fine-tune)',
    note: 'GPT-J 6B fine-tuned by MLCommons to summarise CNN/DailyMail news articles.',
  },
  {
    benchmark: 'llama2-70b',
    model: 'meta-llama/Llama-2-70b-chat-hf',
    model_name: 'Llama 2 70B Chat',
    note: 'OpenOrca prompts; about 290 output tokens a request.',
  },
  {
    benchmark: 'llama3.1-405b',
    model: 'meta-llama/Llama-3.1-405B-Instruct',
    model_name: 'Llama 3.1 405B Instruct',
    note: 'Long-context inputs of several thousand tokens (summarisation, retrieval, question answering): each output token carries a large prefill.',
  },
  {
    benchmark: 'llama3.1-8b',
    model: 'meta-llama/Llama-3.1-8B-Instruct',
    model_name: 'Llama 3.1 8B Instruct',
    note: 'CNN/DailyMail news summarisation.',
  },
  {
    benchmark: 'mixtral-8x7b',
    model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    model_name: 'Mixtral 8x7B Instruct',
    note: 'A mix of OpenOrca questions, GSM8K maths and MBXP code generation.',
  },
];

/** "llama2-70b-99.9" -> "llama2-70b": the accuracy target is not part of the benchmark. */
export function benchmarkOf(target: string): string {
  return target.replace(/-99(\.9)?$/, '');
}
