import { useUpload, useUploadTotals, type UploadStatus, type UploadStore } from '../../src/index.js';

const STATUSES: UploadStatus[] = ['queued', 'requesting', 'uploading', 'confirming', 'done', 'error', 'canceled'];

/** The list's totals, read with `useUploadTotals`: at most one render per animation frame, however many files move. */
function Summary({ store }: { store: UploadStore }) {
  const { loaded, size, progress, counts } = useUploadTotals(store);
  return (
    <>
      <p>
        <progress value={progress} max={1} aria-label="All files" /> {Math.round(progress * 100)}%, {loaded} of {size} bytes
      </p>
      <table>
        <caption>Files by status</caption>
        <tbody>
          {STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">{status}</th>
              <td>{counts[status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A headless example: files held until Start (`autoStart: false`), counted by status as they go. */
export function UploadTotalsExample() {
  const upload = useUpload({ autoStart: false });
  return (
    <section aria-labelledby="upload-totals-heading">
      <h2 id="upload-totals-heading">The whole list at once</h2>
      <label>
        Choose files{' '}
        <input type="file" multiple onChange={(event) => void upload.add(event.currentTarget.files ?? [])} />
      </label>{' '}
      <button type="button" onClick={upload.start}>
        Start
      </button>
      <Summary store={upload.store} />
    </section>
  );
}
