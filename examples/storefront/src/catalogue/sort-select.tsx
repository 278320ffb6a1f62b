'use client';
import { useRouter } from 'next/navigation';

/** The sort as a select of its form (`name="sort"`); with JavaScript a choice goes to its URL at once. */
export function SortSelect({
  value,
  options,
}: {
  value: string;
  options: { key: string; label: string; href: string }[];
}) {
  const router = useRouter();
  return (
    <select
      className="select"
      name="sort"
      aria-label="Sort"
      defaultValue={value}
      key={value}
      onChange={(event) => router.push(options.find((option) => option.key === event.target.value)!.href)}
    >
      {options.map(({ key, label }) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  );
}
