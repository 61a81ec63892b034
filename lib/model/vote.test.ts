import { ballotReason, sortOptions } from './vote';

const option = (vo_number: number, vo_count: number, vo_views: number) => ({
  vo_id: vo_number,
  vo_number,
  vo_name: `${vo_number}`,
  vo_pic: '',
  vo_desc: '',
  vo_count,
  vo_views,
});
const options = [option(3, 5, 100), option(1, 9, 100), option(2, 5, 300)];

it('sorts by number, by votes and by views, ties in number order', () => {
  expect(sortOptions(options, 'number').map((o) => o.vo_number)).toEqual([1, 2, 3]);
  expect(sortOptions(options, 'votes').map((o) => o.vo_number)).toEqual([1, 2, 3]);
  expect(sortOptions(options, 'views').map((o) => o.vo_number)).toEqual([2, 1, 3]);
});

it('knows the platform refusal reasons and nothing else', () => {
  expect(ballotReason('optionDay')).toBe('optionDay');
  expect(ballotReason('whatever')).toBeUndefined();
  expect(ballotReason(undefined)).toBeUndefined();
});
