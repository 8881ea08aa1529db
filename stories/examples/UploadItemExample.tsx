import { useUpload, useUploadItem, type UploadStore } from '../../src/index.js';

/** One file's fields, read with `useUploadItem`: this row renders when its own file changes, and no other. */
function FileRow({ store, id }: { store: UploadStore; id: string }) {
  const item = useUploadItem(store, id);
  // A removed item reads as undefined until the list drops its row.
  if (!item) return null;
  return (
    <tr data-state={item.status} aria-label={item.name}>
      <th scope="row">{item.name}</th>
      <td>{item.status}</td>
      <td>
        {item.loaded} of {item.size} bytes
      </td>
      <td>{Math.round(item.progress * 100)}%</td>
      <td>{item.mediaId ?? '…'}</td>
      <td>{item.status === 'error' ? `${item.error.message} (at the ${item.step} step)` : null}</td>
    </tr>
  );
}

/** A headless example: `useUpload` for the list, `useUploadItem` for each row. */
export function UploadItemExample() {
  const upload = useUpload();
  return (
    <section aria-labelledby="upload-item-heading">
      <h2 id="upload-item-heading">Each file as it goes</h2>
      <label>
        Choose files{' '}
        <input type="file" multiple onChange={(event) => void upload.add(event.currentTarget.files ?? [])} />
      </label>
      <table>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Status</th>
            <th scope="col">Bytes</th>
            <th scope="col">Progress</th>
            <th scope="col">Media id</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {upload.itemIds.map((id) => (
            <FileRow key={id} store={upload.store} id={id} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
