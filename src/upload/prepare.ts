import { callback } from './callback.js';
import { asSocialKitError, fitFailure } from './errors.js';
import type { Job, Run } from './job.js';
import type { UploadStoreOptions } from './options.js';
import { addedFile, type JobEvent } from './reducer.js';
import { lazy } from '../client/lazy.js';
import type { UploadFitResult } from './fitting.js';
import { checkKey, checkUpload, fitsBeforeTicket } from './verdicts.js';

/** What fitting does (fitting.ts), imported the first time a file may be fitted. */
const loadFitting = /* @__PURE__ */ lazy(() => import('./fitting.js'));

/**
 * Prepares a file before anything is asked for it (with `networks`): checks it under the choice
 * of networks of the moment (again if the choice changes meanwhile), stops it when a chosen
 * network refuses it, and with `fitImages` or `fitVideos` fits it to that choice, once per choice. Resolves with
 * whether the file goes on to its transfer; when not, the run has ended.
 */
export async function prepare(run: Run): Promise<boolean> {
  const { job, options, apply, call } = run;
  for (;;) {
    // Its facts are read once, its verdicts under the choice of the moment (again if the choice
    // changed meanwhile). A file a chosen network refuses stops here, unless the app lets it
    // through with a warning.
    for (let key = ''; options().networks && key !== checkKey(options()); ) {
      key = checkKey(options());
      const check = await call(({ signal }) => checkUpload(addedFile(job.state).file, options(), signal, job.state.check?.facts, job.state.item));
      apply({ type: 'checked', check: { ...check, key } });
    }
    const { check: checked, item } = job.state;
    if (options().networks && checked?.refused && options().onRefused !== 'warn') {
      const { verdicts } = checked;
      const refused = { file: addedFile(job.state).file, code: 'refused-by-network' as const, itemId: item.id, verdicts };
      run.end({ type: 'refuse', verdicts }, () => callback(options().onRejected, [refused]));
      return false;
    }
    // With `fitImages` (a HEIC always) or `fitVideos`, a file the chosen networks take once fitted is fitted now, before its
    // ticket (never after: the ticket is signed for the type sent), from the file as added, to
    // the choice it was checked under, once its turn in the fitting line comes. A fitting that
    // fails stops the file in `error` (step `fit`), where retry fits again; a choice changed
    // meanwhile checks and fits again. A crop is drawn and a trim cut by fitting, `fitImages` or not.
    const edited = Boolean(item.crop || item.trim);
    const check = options().networks && checked && (edited || fitsBeforeTicket(options(), checked.facts)) && job.state.reach.step === 'ticket' ? checked : undefined;
    if (!check || job.state.fit?.key === check.key) break;
    const added = addedFile(job.state);
    let sized: JobEvent;
    try {
      const { planUpload, fitUpload } = await call(loadFitting);
      // Planned for the networks that take the file once fitted: one that refuses it anyway (sent
      // with `onRefused: 'warn'`) must not leave the others' fixable verdicts unfitted.
      const fitFor = Object.values(check.verdicts).flatMap((verdict) => (verdict && verdict.status !== 'refused' ? [verdict.network] : []));
      const target = await call(() => planUpload(check.facts, { ...options(), networks: fitFor }, item));
      let result: UploadFitResult | undefined;
      if (target) {
        await run.take(() => 'fit');
        // The choice may have changed while the file waited its turn: checked (and planned) again.
        if (!(edited || fitsBeforeTicket(options(), check.facts)) || checkKey(options()) !== check.key) {
          run.queue.leave(job);
          continue;
        }
        apply({ type: 'fit', ...(target.kind === 'video' && { fitProgress: 0 }) });
        result = await call(({ signal }) => {
          // A tick that comes after a halt is not this run's (a retried run may be fitting by then).
          const progress = (fitProgress: number) => void (signal.aborted || apply({ type: 'fitProgress', fitProgress }));
          return fitUpload(added.file, check.facts, target, options(), signal, progress).catch((error: unknown) => {
            throw signal.aborted ? error : fitFailure(error);
          });
        });
        run.queue.leave(job);
      }
      const to = result && {
        file: result.file,
        contentType: result.file.type || added.contentType,
        // A type the browser left empty is the one the file was added as (sniffed, or by its name).
        fitted: { original: added.file, before: { ...result.before, type: result.before.type || added.contentType }, after: result.after },
        facts: result.facts,
      };
      sized = { type: 'sized', key: check.key, ...(to && { to }) };
    } catch (caught) {
      const error = asSocialKitError(caught);
      run.end({ type: 'fail', error }, (failed) => callback(options().onError, error, failed));
      return false;
    }
    apply(sized);
    if (check.key === checkKey(options())) break;
  }
  // A fitted file's verdicts are the fitted file's, what the networks get ("Fits Bluesky"); the
  // file as added keeps its facts, to be checked and fitted again under another choice.
  const fitted = job.state.fit?.fitted;
  if (options().networks && fitted) {
    // As the networks get it: nothing fitted is fitted again, so nothing of it is `fixable` any more.
    const check = await call(({ signal }) => checkUpload(job.state.item.file, { ...options(), fitVideos: false }, signal, fitted.facts));
    apply({ type: 'check', verdicts: check.verdicts });
  }
  return true;
}

/**
 * New verdicts for a file past its check (the choice of networks changed), from the facts
 * already read; `current` says whether they still apply when they come.
 */
export function checkAgain(job: Job, options: UploadStoreOptions, current: (key: string) => boolean, apply: (event: JobEvent) => void): void {
  const { check } = job.state;
  if (!options.networks || !check) {
    apply({ type: 'checked' });
    return;
  }
  const key = checkKey(options);
  const { facts } = check;
  const fitted = job.state.fit?.fitted?.facts;
  void checkUpload(job.state.item.file, fitted ? { ...options, fitVideos: false } : options, new AbortController().signal, fitted ?? facts, fitted ? undefined : job.state.item).then(
    (next) => {
      if (!current(key)) return;
      // The verdicts are the file's as it goes (fitted or not); the facts stay the file's as
      // added, which a retry checks and fits again from.
      apply({ type: 'checked', check: { ...next, facts, key } });
    },
    () => undefined,
  );
}
