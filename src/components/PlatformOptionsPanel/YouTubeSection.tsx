import { Choices, Field, type SectionContext } from './fields.js';
import { TagInput } from './TagInput.js';

export function YouTubeSection({ c }: { c: SectionContext }) {
  const { o, m } = c;
  const youtube = o.value.youtube ?? {};
  const { counts, setOption } = o;
  const categories = o.allowed.youtube.categories;
  const category = youtube.categoryId ?? '';
  return (
    <>
      <Field c={c} network="youtube" field="title" label="youtubeTitle" count={counts.youtube.title}>
        {(control) => <input {...control} value={youtube.title ?? ''} onChange={(event) => setOption('youtube', 'title', event.target.value)} />}
      </Field>
      <Field c={c} network="youtube" field="description" label="youtubeDescription" count={{ ...counts.youtube.description, bytes: true }}>
        {(control) => (
          <textarea {...control} rows={4} value={youtube.description ?? ''} onChange={(event) => setOption('youtube', 'description', event.target.value)} />
        )}
      </Field>
      <Choices c={c} network="youtube" field="privacyStatus" label="youtubePrivacyStatus" values={o.allowed.youtube.privacyStatus} />
      <Field c={c} network="youtube" field="categoryId" label="youtubeCategory">
        {(control) => (
          <select {...control} value={category} onChange={(event) => setOption('youtube', 'categoryId', event.target.value || undefined)}>
            <option value="">{m.youtubeCategoryNone}</option>
            {categories.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
            {/* A value from elsewhere that is not in the list stays shown, marked invalid, not silently shown as another. */}
            {category && !categories.some(({ id }) => id === category) && <option value={category}>{category}</option>}
          </select>
        )}
      </Field>
      <Field c={c} network="youtube" field="tags" label="youtubeTags" count={counts.youtube.tags}>
        {(control) => <TagInput c={c} control={control} />}
      </Field>
    </>
  );
}
