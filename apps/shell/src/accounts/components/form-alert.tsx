/**
 * The form-wide error above the fields (wrong credentials, a taken email, too many attempts).
 * role="alert" so it is announced the moment it appears, wherever focus is.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="ui-alert ui-alert--danger">
      {message}
    </p>
  );
}
