import { Button, Group, Input } from '@mantine/core';

/** Below an editable list of the form: the list's own error, then the button that adds an entry (its id takes the focus back). */
export function ListAddFooter({
  listError,
  addButtonId,
  label,
  onAdd,
}: {
  listError: string | undefined;
  addButtonId: string;
  label: string;
  onAdd: () => void;
}) {
  return (
    <>
      {listError === undefined ? null : <Input.Error>{listError}</Input.Error>}
      <Group>
        <Button id={addButtonId} variant="light" size="sm" onClick={onAdd}>
          {label}
        </Button>
      </Group>
    </>
  );
}
