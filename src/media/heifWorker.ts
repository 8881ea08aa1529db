import { decodeHeif } from './heifDecode.js';
import { serveFits } from './fitServe.js';

// The image-fitting worker for HEIC photos, with libheif: a file of its own, so that fitting any
// other image never downloads the decoder (fitServe.ts).
serveFits(decodeHeif);
