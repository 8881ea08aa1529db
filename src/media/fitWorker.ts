import { serveFits } from './fitServe.js';

// The image-fitting worker: what the browser decodes itself (fitServe.ts).
serveFits();
