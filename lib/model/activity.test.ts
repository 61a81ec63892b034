import { answerProblem, signupState } from './activity';

// platform times are Beijing time: 2026-11-26 12:00:00 there is 04:00 UTC
const activity = {
  signupStart: '2026-11-20 00:00:00',
  signupEnd: '2026-11-30 00:00:00',
  startTime: '2026-12-05 09:00:00',
  endTime: '2026-12-05 12:00:00',
  places: 10,
  taken: 3,
  closed: false,
};
const at = (beijing: string) => new Date(`${beijing.replace(' ', 'T')}+08:00`);

describe('signupState: the eight states of the sign-up button', () => {
  it.each([
    ['2026-11-19 23:59:59', false, {}, 'notStarted'],
    ['2026-11-26 12:00:00', false, {}, 'signUp'],
    ['2026-11-26 12:00:00', false, { taken: 10 }, 'full'],
    ['2026-11-26 12:00:00', true, {}, 'registered'],
    ['2026-12-01 12:00:00', false, {}, 'signupClosed'],
    ['2026-12-05 10:00:00', false, {}, 'inProgress'],
    ['2026-12-05 12:00:01', true, {}, 'activityEnded'],
    ['2026-11-26 12:00:00', true, { closed: true }, 'ended'],
    ['2026-11-26 12:00:00', false, { places: 0, taken: 999 }, 'signUp'],
  ] as const)('at %s (registered %s, %j): %s', (time, registered, change, state) => {
    expect(signupState({ ...activity, ...change }, at(time), registered)).toBe(state);
  });
});

describe('answerProblem', () => {
  const field = (kind: 'text' | 'phone' | 'number', required = true, max?: number) => ({
    name: 'f',
    label: 'F',
    kind,
    required,
    max,
  });
  it('asks for required answers and accepts an empty optional one', () => {
    expect(answerProblem(field('text'), '  ')).toBe('required');
    expect(answerProblem(field('text', false), '')).toBeUndefined();
  });
  it('checks mobile numbers, whole numbers and lengths (in characters)', () => {
    expect(answerProblem(field('phone'), '13912345678')).toBeUndefined();
    expect(answerProblem(field('phone'), '2391234567')).toBe('invalid');
    expect(answerProblem(field('number'), '2')).toBeUndefined();
    expect(answerProblem(field('number'), '2.5')).toBe('invalid');
    expect(answerProblem(field('text', true, 3), '澜海湾')).toBeUndefined();
    expect(answerProblem(field('text', true, 3), '澜海湾区')).toBe('tooLong');
  });
});
