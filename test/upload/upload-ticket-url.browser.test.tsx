import { act, screen } from '@testing-library/react';
import { bytes, setupUploadTest } from '../support/uploadHarness.js';
import { TRANSFER } from '../support/patience.js';

// A ticket is the service's word on where the bytes go. One whose upload_url is not an absolute
// http(s) URL must stop at the ticket: "" and a path would be PUT to the app's own origin with its
// cookies, data: answers the PUT 200 without keeping a byte (and the confirm would then name an
// object no storage holds), javascript:/blob: fail as a network error that a retry repeats.

const state = (name: string) => screen.getByRole('listitem', { name }).dataset.state;

describe.each(['data:,hello', '', '/relative/put-target', 'javascript:void(0)', 'ftp://storage.example/a'])(
  'a ticket whose upload_url is %j',
  (uploadUrl) => {
    it('fails the file at the ticket: no PUT leaves the page, no confirm is sent, no retry', async () => {
      // Retries allowed, so a refusal that were retryable would show as a second ticket request.
      const test = setupUploadTest({ retry: 2 });
      test.service.faults.set('uploadTicket', { status: 200, body: { success: true, data: { id: 'med_bad', upload_url: uploadUrl, expires_in: 3600 } } });
      // Every request the page opens for a PUT, wherever it points (storage only sees its own).
      const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
      test.renderHarness();

      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await vi.waitFor(() => expect(state('a.png')).toBe('error'), { ...TRANSFER, interval: 20 });

      const row = test.row('a.png');
      expect(row).toHaveAttribute('data-step', 'ticket');
      expect(row).toHaveAttribute('data-loaded', '0');
      expect(row).toHaveTextContent(/absolute http\(s\) URL/);
      expect(open).not.toHaveBeenCalled();
      expect(await test.puts()).toEqual([]);
      expect([test.count('uploadTicket'), test.count('confirmUpload')]).toEqual([1, 0]);
    });
  },
);
