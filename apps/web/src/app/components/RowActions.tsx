import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
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

/** A row's link to another screen (view, questions, answers): an icon named and titled by `label`. */
export function LinkAction({ label, to, icon }: { label: string; to: string; icon: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
