import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@portal/shared/permissions';
import pt from './pt.json';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('i18n catalogues', () => {
  it.each(Object.keys(resources.pt))('namespace %s has the same keys in pt, en and es, none empty', (namespace) => {
    const [pt, en, es] = (['pt', 'en', 'es'] as const).map((lang) => (resources[lang] as unknown as Record<string, Tree>)[namespace]!);
    const ptKeys = keys(pt!).sort();
    expect(keys(en!).sort()).toEqual(ptKeys);
    expect(keys(es!).sort()).toEqual(ptKeys);
    for (const tree of [pt!, en!, es!]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
        expect(value, key).toMatch(/\S/);
      }
    }
  });

  it('label every sidebar entry and its home card', () => {
    const ptKeys = new Set(keys(pt));
    for (const entry of SIDEBAR) {
      expect(ptKeys.has(entry.labelKey), entry.labelKey).toBe(true);
      if (entry.id !== 'sair' && entry.id !== 'configuracoes') expect(ptKeys.has(`home.areas.${entry.id}`), entry.id).toBe(true);
    }
  });

  it('use the documents’ texts in Portuguese', () => {
    expect(pt.nav.atividades).toBe('Avaliações');
    expect(pt.nav.simulados).toBe('Simulados');
    expect(pt.sair.question).toBe('Deseja realmente sair?');
    expect(pt.notFound.title).toBe('Página não encontrada');
  });
});
