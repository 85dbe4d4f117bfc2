/**
 * The anti-spam trap: a field people never see or reach (off screen, out of the tab order, hidden from
 * screen readers, no autofill). Bots that fill every input fill it, and the server refuses the form.
 */
export function HoneypotField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Sitio web</label>
      <input
        id="website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </div>
  );
}
