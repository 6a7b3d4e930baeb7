import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.js';

describe('returnPath (where sign-in lands)', () => {
  it('keeps a path of the app with its query and fragment', () => {
    expect(returnPath('/project?id=0123456789abcdef01234567&pat=nlpat_x-y')).toBe(
      '/project?id=0123456789abcdef01234567&pat=nlpat_x-y',
    );
    expect(returnPath('/embed?id=0123456789abcdef01234567#top')).toBe(
      '/embed?id=0123456789abcdef01234567#top',
    );
    expect(returnPath('/')).toBe('/');
    expect(returnPath('/a/../projects')).toBe('/projects');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/project'],
    ['a scheme-relative URL', '//evil.example/project'],
    ['a scheme-relative URL with a backslash', '/\\evil.example'],
    ['a backslash anywhere', '/project\\..\\..\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind spaces', ' javascript:alert(1)'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/project\n'],
    ['a relative path', 'project?id=1'],
    ['an empty value', ''],
    ['an API path', '/api/nest/auth/logout'],
    ['an API path reached by dots', '/x/../api/nest/users/me'],
    ['nothing at all', undefined],
  ])('refuses %s: /projects instead', (_, value) => {
    expect(returnPath(value)).toBe('/projects');
  });

  it('answers the caller’s fallback when refused', () => {
    expect(returnPath('//evil.example', '/')).toBe('/');
  });
});
