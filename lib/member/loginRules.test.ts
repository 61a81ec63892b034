import { ApiError } from '../api/errors';
import { SsoError } from '../api/members';
import { loginProblem } from './loginRules';

describe('loginProblem: what a refusal tells the reader', () => {
  it.each([
    ['请输入手机号', 'phone'],
    ['手机号格式不正确', 'badPhone'],
    ['请输入图形验证码', 'imageCode'],
    ['图形验证码错误或已过期', 'badImageCode'],
    ['请输入验证码', 'code'],
    ['验证码错误或已过期', 'badCode'],
    ['验证码已发送，请60秒后再试', 'tooSoon'],
    ['请输入密码', 'password'],
    ['密码长度为6-32位', 'passwordLength'],
    ['请确认密码', 'confirm'],
    ['两次输入的密码不一致', 'mismatch'],
    ['手机号或密码错误', 'badLogin'],
  ])('the platform says %s → %s', (text, key) => {
    expect(loginProblem(new SsoError(text))).toEqual({ key });
  });

  it('an unknown refusal is shown as the platform said it; a failed connection is a network error', () => {
    expect(loginProblem(new SsoError('账号已冻结'))).toEqual({ text: '账号已冻结' });
    expect(loginProblem(new ApiError('status', 'discuss', '稿件不存在', 404))).toEqual({ text: '稿件不存在' });
    expect(loginProblem(new TypeError('fetch failed'))).toEqual({ key: 'network' });
    expect(loginProblem(new ApiError('timeout', 'x', 'no answer'))).toEqual({ key: 'network' });
  });
});
