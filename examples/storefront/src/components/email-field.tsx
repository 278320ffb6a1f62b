/** The labelled, required e-mail input that the account and checkout forms share. */
export function EmailField(props: { value: string; onChange: (email: string) => void; placeholder?: string }) {
  return (
    <label className="field">
      E-mail
      <input
        type="email"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        autoComplete="email"
        required
      />
    </label>
  );
}
