import { Table, Text } from '@mantine/core';

/** The row a table shows when the page has nothing. */
export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
