import { placesByVotes, ballotReason, sortOptions } from './vote';

const option = (number: number, votes: number, views: number) => ({
  id: number,
  number,
  name: `${number}`,
  picture: '',
  description: '',
  votes,
  views,
});
const options = [option(3, 5, 100), option(1, 9, 100), option(2, 5, 300)];

it('sorts by number, by votes and by views, ties in number order', () => {
  expect(sortOptions(options, 'number').map((o) => o.number)).toEqual([1, 2, 3]);
  expect(sortOptions(options, 'votes').map((o) => o.number)).toEqual([1, 2, 3]);
  expect(sortOptions(options, 'views').map((o) => o.number)).toEqual([2, 1, 3]);
});

it('knows the platform refusal reasons and nothing else', () => {
  expect(ballotReason('optionDay')).toBe('optionDay');
  expect(ballotReason('whatever')).toBeUndefined();
  expect(ballotReason(undefined)).toBeUndefined();
});

it('places an ended vote’s options by votes: equal votes share a place, the next skips', () => {
  const places = placesByVotes([...options, option(4, 1, 0)]);
  expect(Object.fromEntries(places)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 4 });
});
