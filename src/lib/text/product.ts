/**
 * The product's name and description. The name is the work's author and publisher in every citation
 * (APA, BibTeX, CFF, JSON-LD) and the wordmark in the header; the description says what it measures.
 * A release's `title` (data/index.json) stays the dataset's title.
 */
export const PRODUCT_NAME = 'Energy per Token Index';
export const PRODUCT_DESCRIPTION = 'GPU energy per LLM output token';
