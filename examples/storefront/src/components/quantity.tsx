export function Quantity({ value, onChange, label }: { value: number; onChange(next: number): void; label: string }) {
  return (
    <div className="qty" aria-label={label}>
      <button type="button" aria-label={`Decrease ${label}`} onClick={() => onChange(value - 1)} disabled={value <= 1}>
        −
      </button>
      <span data-testid="quantity">{value}</span>
      <button type="button" aria-label={`Increase ${label}`} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
