import { Group, Loader } from '@mantine/core';

/** A screen's or a dialog's part still loading: one spinner in the middle, named for screen readers. */
export function CenteredLoader({ label }: { label: string }) {
  return (
    <Group justify="center" py="lg">
      <Loader aria-label={label} />
    </Group>
  );
}
