export function Quantity({
  value,
  onChange,
  label,
  max,
  disabled = false,
}: {
  value: number;
  onChange(next: number): void;
  label: string;
  /** The most that can be chosen (what is in stock); none: no cap. */
  max?: number;
  /** Both buttons off (the page's scripts are not running yet). */
  disabled?: boolean;
}) {
  return (
    <div className="qty" aria-label={label}>
      <button
        type="button"
        aria-label={`Decrease ${label}`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
      >
        −
      </button>
      <span data-testid="quantity">{value}</span>
      <button
        type="button"
        aria-label={`Increase ${label}`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
      >
        +
      </button>
    </div>
  );
}
