import { makeFile, setupStore } from './support.js';

// The MIME table arrives late (a slow network): an `add` waiting for it must still count what
// another `add` listed meanwhile.
vi.mock('mrmime', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return importOriginal();
});

it('keeps to maxFiles when a file without a type waits for the MIME table while another add lists', async () => {
  const { store } = setupStore({ maxFiles: 1, autoStart: false });
  const [untyped, typed] = await Promise.all([store.add([makeFile('IMG_0001.HEIC')]), store.add([makeFile('a.png', 1000, 'image/png')])]);
  expect(typed).toEqual([]);
  expect(untyped.map((rejection) => [rejection.file.name, rejection.code])).toEqual([['IMG_0001.HEIC', 'too-many-files']]);
  expect(store.getItems().map((item) => item.name)).toEqual(['a.png']);
});
