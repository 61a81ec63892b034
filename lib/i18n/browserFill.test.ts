import { fillSlots, slots } from './browserFill';

it('keeps the named placeholders for the browser and fills only those it is given', () => {
  expect(slots('score', 'name')).toEqual({ score: '{score}', name: '{name}' });
  expect(fillSlots('{name} 得 {score} 分，{score} 分', { score: 5, name: '林澜' })).toBe('林澜 得 5 分，5 分');
  expect(fillSlots('{count} / {other}', { count: 0 })).toBe('0 / {other}');
});
