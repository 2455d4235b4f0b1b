/** "board (GPU)" -> "at the GPU board": where the watts were read, as a phrase. */
export const boundaryPhrase = (boundary: string) =>
  boundary === 'board (GPU)' ? 'at the GPU board' : `at the ${boundary} boundary`;
