import { isLogoFile, logoPath } from './logo';

describe('the logo as the front end serves it', () => {
  it('takes the configured picture’s extension, under the base path', () => {
    expect(logoPath('http://platform/media/brand/logo.svg', '')).toBe('/brand/logo.svg');
    expect(logoPath('http://platform/media/brand/Logo.PNG?v=2', '/m')).toBe('/m/brand/logo.png');
    expect(logoPath('http://platform/media/brand/logo', '')).toBe('/brand/logo.svg');
  });

  it('is none when no logo is configured', () => {
    expect(logoPath('', '/m')).toBeUndefined();
  });

  it('answers only for the logo’s own names', () => {
    expect(isLogoFile('logo.svg')).toBe(true);
    expect(isLogoFile('logo.jpeg')).toBe(true);
    expect(isLogoFile('logo.html')).toBe(false);
    expect(isLogoFile('../logo.svg')).toBe(false);
  });
});
