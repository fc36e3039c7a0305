import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import ru from '../../src/i18n/ru';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { ROUTES, MENU_GROUPS } from '../../src/domain/routes';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('message catalogues', () => {
  it('ru and en have the same keys (app and react-admin)', () => {
    expect(keys(ru.app).sort()).toEqual(keys(en.app).sort());
    expect(keys(ru.resources).sort()).toEqual(keys(en.resources).sort());
    // every react-admin text used in English exists in Russian (ru may keep an obsolete key or two)
    const ruRa = new Set(keys(ru.ra));
    expect(keys(en.ra).filter((k) => !ruRa.has(k))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const k of keys(ru.app)) expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ru.app), k).not.toBe('');
  });

  it('translates every route title and menu group', () => {
    for (const r of ROUTES) {
      expect(en.app.routes, r.key).toHaveProperty(r.key);
      expect(ru.app.routes, r.key).toHaveProperty(r.key);
    }
    for (const g of MENU_GROUPS) expect(ru.app.menu.groups).toHaveProperty(g);
  });

  it('translates every server error code, English verbatim', () => {
    for (const [code, text] of Object.entries(ERROR_MESSAGES)) {
      expect(en.app.messages).toHaveProperty(code);
      expect(ru.app.messages).toHaveProperty(code);
      expect((en.app.messages as Record<string, string>)[code]).toBe(text);
    }
  });

  it('uses the SPEC.md texts verbatim in English', () => {
    expect(en.app.not_found.title).toBe("The page you are looking for isn't here");
    expect(en.app.menu.disabled_hint).toBe('Available only for approved customers');
    expect(en.app.layout.place).toBe('place: %{name}');
    expect(en.app.validation.required).toBe('is required');
  });
});
