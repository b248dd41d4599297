import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface EditProps {
  /** The accessible name, naming the row ('Alterar Escola Aurora'). */
  label: string;
  /** A link to the edit screen, or… */
  to?: string;
  /** …an action on this screen (a dialog). */
  onClick?: () => void;
}

/** The pencil of a list row: the same look, size and accessible name on every list. */
export function EditAction({ label, to, onClick }: EditProps) {
  if (to) {
    return (
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The bin of a list row; `onClick` asks for confirmation (app/components/confirm.tsx) before deleting. */
export function DeleteAction({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <ActionIcon variant="subtle" color="red.8" aria-label={label} onClick={onClick} disabled={disabled}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
