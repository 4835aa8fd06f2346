// The file a form's input holds as the form is sent. An input left empty still sends a File, with
// no name and no bytes, so a file counts as chosen only when it has a name.
export function chosenFile(body: FormData, name: string): File | null {
  const value = body.get(name);
  return value instanceof File && value.name ? value : null;
}
