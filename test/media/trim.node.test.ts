import { checkMedia } from '../../src/media/check.js';
import { trimFor, trimProblem } from '../../src/media/trim.js';
import type { MediaFacts } from '../../src/media/types.js';
import { editedItem } from '../../src/upload/editing.js';
import * as reducer from '../../src/upload/reducer.js';

const { createItem, createJob, jobReducer } = reducer;
/** An edit as the store applies it (editing.ts): the item it starts over as, then the reducer's restart. */
const edit = (state: reducer.JobState, edits: Parameters<typeof editedItem>[2]) => jobReducer(state, { type: 'restart', item: editedItem(reducer, state, edits) });

// Trimming's rules without a browser: a trim refused with its reason, the network a long video is
// trimmed for, and the restart a trim makes of its file.

const long: MediaFacts = { name: 'long.mp4', type: 'video/mp4', size: 20_000_000, status: 'read', width: 640, height: 360, duration: 150, video: { codec: 'avc', frameRate: 30, hdr: false, rotation: 0 } };

describe('trimming a video to a network’s length', () => {
  it('keeps a trim inside the video of half a second or more, and says why another cannot be kept', () => {
    expect(trimProblem({ start: 12, end: 152 }, 160)).toBeUndefined();
    expect(trimProblem({ start: 0, end: 0.5 })).toBeUndefined();
    expect(trimProblem({ start: -1, end: 10 }, 150)).toBe('the trim must start at 0 s or later, not -1 s');
    expect(trimProblem({ start: 10, end: 151 }, 150)).toBe("the trim ends at 151 s, after the video's end (150 s)");
    expect(trimProblem({ start: 10, end: 10.2 }, 150)).toBe('the trim must keep at least 0.5 s, not 0.1999999999999993 s (10 s to 10.2 s)');
    expect(trimProblem({ start: 20, end: 10 }, 150)).toBe('the trim must keep at least 0.5 s, not 0 s (20 s to 10 s)');
    expect(trimProblem({ start: Number.NaN, end: 10 })).toBe('start and end must be numbers of seconds, not NaN and 10');
  });

  it('is offered for the network that finds the video too long, with its longest, also once fitted, and for none when each takes what the user chose', () => {
    expect(trimFor(checkMedia([long], ['bluesky', 'x']).files[0]!.networks)).toEqual({ network: 'x', maxDuration: 140 });
    const fitted = checkMedia([{ ...long, duration: 140 }], ['x']).files[0]!.networks;
    expect(trimFor(fitted)).toBeUndefined();
    // Fitted (cut to X's 140 s), the length the user chose still is too long for X; a trim of 2 minutes is not.
    expect(trimFor(fitted, 150)).toEqual({ network: 'x', maxDuration: 140 });
    expect(trimFor(fitted, 120)).toBeUndefined();
  });

  it('starts a trimmed file over from the file as added, with no ticket, its cover kept', () => {
    const added = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    let state = createJob(createItem('upload-1', added, 'video/mp4'));
    state = jobReducer(state, { type: 'describe', cover: { timeMs: 1000 } });
    state = jobReducer(state, { type: 'ticketed', ticket: { id: 'm1', uploadUrl: 'https://storage.test/m1', expiresIn: 60, expiresAt: Date.now() + 60_000 } });
    const trim = { start: 12, end: 152 };
    const trimmed = edit(state, { trim });
    expect(trimmed.item).toMatchObject({ status: 'queued', file: added, trim, cover: { timeMs: 1000 }, canCancel: true });
    expect(trimmed.reach).toEqual({ step: 'ticket' });
    // Taken away, and kept through the item's own moves.
    expect(edit(trimmed, {}).item).not.toHaveProperty('trim');
    expect(jobReducer(trimmed, { type: 'request' }).item).toMatchObject({ status: 'requesting', trim });
  });
});
