import { chosenMedia } from '../../src/gallery/chosen.js';

describe('chosenMedia', () => {
  const uploads = [{ id: 'med_b', alt: 'B' }, { id: 'med_a', cover: { timeMs: 2000 } }];

  it('gives the chosen tiles in the gallery’s order, uploads with their alt text and cover, records as ids', () => {
    expect(chosenMedia(['rec_1', 'med_b', 'med_a'], ['med_a', 'rec_1', 'med_b'], uploads)).toEqual([{ id: 'rec_1' }, { id: 'med_b', alt: 'B' }, { id: 'med_a', cover: { timeMs: 2000 } }]);
  });

  it('keeps a chosen id no tile shows yet, last, in the order it was chosen', () => {
    expect(chosenMedia(['med_b'], ['rec_9', 'med_b', 'rec_8'], uploads)).toEqual([{ id: 'med_b', alt: 'B' }, { id: 'rec_9' }, { id: 'rec_8' }]);
  });
});
