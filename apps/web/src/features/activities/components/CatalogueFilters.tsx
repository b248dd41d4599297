import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  id: number;
  title: string;
}

/**
 * The catalogue's filters (path, chapter, search), shared by the Master's list and the Professor's add
 * dialog. Changing any of them goes back to the first page.
 */
export function useCatalogueFilters() {
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const [pathId, setPathId] = useState<number | null>(null);
  const [chapterId, setChapterId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  return {
    typed,
    pathId,
    chapterId,
    page,
    setPage,
    /** The query of the catalogue's page. */
    query: { q: q || undefined, codTrlLivro: pathId ?? undefined, codTrlCapitulo: chapterId ?? undefined },
    setTyped: (value: string) => {
      setTyped(value);
      setPage(1);
    },
    setPath: (id: number | null) => {
      setPathId(id);
      setChapterId(null);
      setPage(1);
    },
    setChapter: (id: number | null) => {
      setChapterId(id);
      setPage(1);
    },
  };
}

interface Props {
  filters: ReturnType<typeof useCatalogueFilters>;
  paths: FilterOption[];
  chapters: FilterOption[];
  /** Above a dialog, the pickers' lists must open above it too. */
  inDialog?: boolean;
}

export function CatalogueFilters({ filters, paths, chapters, inDialog = false }: Props) {
  const { t } = useTranslation('activities');
  const combobox = inDialog ? { withinPortal: true, zIndex: 400 } : undefined;
  const width = { base: '100%', sm: inDialog ? 220 : 260 };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.path')}
        placeholder={t('filters.all')}
        data={paths.map((p) => ({ value: String(p.id), label: p.title }))}
        value={filters.pathId === null ? null : String(filters.pathId)}
        onChange={(value) => filters.setPath(value ? Number(value) : null)}
        clearable
        searchable
        w={width}
        comboboxProps={combobox}
      />
      <Select
        label={t('filters.chapter')}
        placeholder={filters.pathId === null ? t('filters.pickPathFirst') : t('filters.all')}
        data={chapters.map((c) => ({ value: String(c.id), label: c.title }))}
        value={filters.chapterId === null ? null : String(filters.chapterId)}
        onChange={(value) => filters.setChapter(value ? Number(value) : null)}
        disabled={filters.pathId === null}
        clearable
        w={width}
        comboboxProps={combobox}
      />
      <TextInput
        label={t('filters.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.typed}
        onChange={(event) => filters.setTyped(event.currentTarget.value)}
        w={width}
      />
    </Group>
  );
}
