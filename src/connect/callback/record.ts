import { clearFlow, readFlow, writeFlow, type FlowRecord } from '../oauth/flowRecord.js';
import { readCallbackUrl } from '../oauth/protocol.js';

/**
 * The flow as this module last saved it, under the address the callback left behind, when storage
 * would not keep it (sandboxed frames, some private modes). Then it is the only copy: StrictMode's
 * second effect finds the URL already clean and nothing stored, and must still find the result.
 * Where storage works, storage alone is the truth, so a record cleared there stays cleared.
 */
let unstored: { href: string; record: FlowRecord } | undefined;

/** The flow as stored, or as this module holds it for this very address. */
export function currentRecord(): FlowRecord | undefined {
  return readFlow() ?? (unstored?.href === location.href ? unstored.record : undefined);
}

/**
 * Saves the record as this page now has it and returns it. Written here, it is a new record: a
 * callback with no flow of this browser behind it has no id, so no button takes its result from
 * the channel.
 */
export function saveRecord(fields: Partial<FlowRecord>): FlowRecord {
  const record = { id: '', startedAt: Date.now(), ...fields };
  unstored = writeFlow(record) ? undefined : { href: location.href, record };
  return record;
}

export function forgetRecord() {
  clearFlow();
  unstored = undefined;
}

/**
 * Takes the callback's parameters out of the address bar and into the flow record. Idempotent:
 * StrictMode's second effect (or a reload) finds the URL clean and reads the record instead, so
 * the token is read once and never lost. Started here means a connect button of this browser left
 * a flow record (with its id) within the hour: a link someone sent finds none.
 */
export function takeCallback(): { record: FlowRecord | undefined; startedHere: boolean } {
  const { result, cleaned } = readCallbackUrl(location.href);
  const record = currentRecord();
  const startedHere = !!record?.id;
  if (!result) return { record, startedHere };
  history.replaceState(history.state, '', cleaned);
  return { record: saveRecord({ ...record, result, accounts: undefined, reported: false, refused: false }), startedHere };
}
