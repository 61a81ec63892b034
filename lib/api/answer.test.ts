import { answerOrNothing, EMPTY, isEmpty, listOrNothing, readAnswer } from './answer';

describe('readAnswer (spec §7 "Behaviour on answers")', () => {
  it.each([
    [
      { status: 0, message: 'success', data: { a: 1 } },
      { kind: 'data', data: { a: 1 } },
    ],
    [
      { status: 0, data: [] },
      { kind: 'data', data: [] },
    ],
    [
      { status: 0, data: 0 },
      { kind: 'data', data: 0 },
    ],
    [
      { status: '0', data: 'x' },
      { kind: 'data', data: 'x' },
    ],
    [{ status: 0, data: null }, { kind: 'empty' }],
    [{ status: 0, data: 'empty' }, { kind: 'empty' }],
    [{ status: 0, data: '' }, { kind: 'empty' }],
    [{ status: 0, data: {} }, { kind: 'empty' }],
    [{ status: 0 }, { kind: 'empty' }],
    [
      { status: 1, message: 'done' },
      { kind: 'data', data: {} },
    ],
    [
      { status: -1, message: 'bad sign' },
      { kind: 'error', status: -1, message: 'bad sign' },
    ],
    [{ status: -2 }, { kind: 'error', status: -2, message: 'error' }],
    [
      { status: -3, data: { partial: true } },
      { kind: 'data', data: { partial: true } },
    ],
    [
      { status: 1004, message: 'auth' },
      { kind: 'error', status: 1004, message: 'auth' },
    ],
    [
      { status: 400, msg: 'siteId is required' },
      { kind: 'error', status: 400, message: 'siteId is required' },
    ],
    [{ status: 'x' }, { kind: 'error', status: -1, message: 'error' }],
    [null, { kind: 'error', status: -1, message: 'error' }],
    ['oops', { kind: 'error', status: -1, message: 'error' }],
    [[1, 2], { kind: 'error', status: -1, message: 'error' }],
  ])('%j', (body, expected) => {
    expect(readAnswer(body)).toEqual(expected);
  });

  it('isEmpty recognises the marker', () => {
    expect(isEmpty(EMPTY)).toBe(true);
    expect(isEmpty({})).toBe(false);
  });
});

describe('secondary parts: the answer, or nothing when there is none or the call fails', () => {
  test('answerOrNothing', async () => {
    await expect(answerOrNothing(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
    await expect(answerOrNothing(Promise.resolve(EMPTY))).resolves.toBeUndefined();
    await expect(answerOrNothing(Promise.reject(new Error('time-out')))).resolves.toBeUndefined();
  });

  test('listOrNothing', async () => {
    await expect(listOrNothing(Promise.resolve({ list: [1, 2] }))).resolves.toEqual([1, 2]);
    await expect(listOrNothing(Promise.resolve(EMPTY))).resolves.toEqual([]);
    await expect(listOrNothing(Promise.reject(new Error('HTTP 500')))).resolves.toEqual([]);
  });
});
