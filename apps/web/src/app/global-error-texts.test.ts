import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

describe('global error texts', () => {
  it('are the English catalogue texts', () => {
    expect(GLOBAL_ERROR_TEXTS).toEqual({ fallback: en.Pages.fallback, description: en.page.error.description, homeButton: en.page.error['home-button'].title });
  });
});
