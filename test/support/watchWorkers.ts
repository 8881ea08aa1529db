import { deferred } from './deferred.js';

/**
 * The page's workers, watched: which were made and ended, and (while `hold` is set) the video
 * worker's outcome kept from the page, so a test can act while a fitting is certainly running.
 */
export function watchWorkers() {
  const made: { url: string; ended: boolean }[] = [];
  const held: (() => void)[] = [];
  const started = deferred<void>();
  const watch = { made, hold: true, started: started.promise, release: () => held.splice(0).forEach((deliver) => deliver()) };
  const Native = globalThis.Worker;
  class Watched extends Native {
    readonly record: { url: string; ended: boolean };
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.record = { url: String(url), ended: false };
      made.push(this.record);
    }
    override terminate() {
      this.record.ended = true;
      super.terminate();
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      super.postMessage(message, options as StructuredSerializeOptions);
      started.resolve();
    }
    override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
      if (type !== 'message' || typeof listener !== 'function') return super.addEventListener(type, listener, options);
      super.addEventListener(type, (event) => {
        const { data } = event as MessageEvent<object>;
        if (watch.hold && 'outcome' in data) held.push(() => listener.call(this, event));
        else listener.call(this, event);
      }, options);
    }
  }
  vi.stubGlobal('Worker', Watched);
  return watch;
}
