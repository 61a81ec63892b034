import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withSeparator } from './separator';

describe('withSeparator', () => {
  it('puts the separator after the label in scripts without such rules', () => {
    expect(withSeparator('编辑', '：')).toBe('编辑：');
    expect(withSeparator('Editor', ': ')).toBe('Editor: ');
    expect(withSeparator('Rédacteur', ' : ')).toBe('Rédacteur : ');
  });

  it('never doubles a Tibetan shad, and follows the script after ga, ka and nga', () => {
    expect(withSeparator('རྩོམ་སྒྲིག་པ།', '། ')).toBe('རྩོམ་སྒྲིག་པ། ');
    expect(withSeparator('འགན་འཁུར་རྩོམ་སྒྲིག', '། ')).toBe('འགན་འཁུར་རྩོམ་སྒྲིག ');
    expect(withSeparator('བཀྲ་ཤིས་དབང', '། ')).toBe('བཀྲ་ཤིས་དབང་། ');
    expect(withSeparator('བསོད་ནམས', '། ')).toBe('བསོད་ནམས། ');
  });

  it('no Tibetan credit label comes out with a doubled shad', () => {
    const bo = JSON.parse(readFileSync(path.join(__dirname, '../../messages/bo.json'), 'utf8')) as {
      credits: Record<string, string>;
    };
    const { separator, ...labels } = bo.credits;
    for (const label of Object.values(labels)) expect(withSeparator(label, separator!)).not.toMatch(/།\s*།/);
  });
});
