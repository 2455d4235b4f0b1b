// The golden-file tests render .astro components with Astro's container API, so they run under Astro's
// own Vite configuration (getViteConfig); the other unit tests do not need it.
import { getViteConfig } from 'astro/config';

export default getViteConfig({ test: { name: 'golden', include: ['**/*.test.ts'], testTimeout: 60_000 } });
