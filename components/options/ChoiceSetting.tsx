export interface Choice<T extends number> {
  value: T;
  label: string;
}

interface ChoiceSettingProps<T extends number> {
  id: string;
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  /** A sentence under the control that says more (read out with it). */
  hint: string;
  onChange(value: T): void;
}

/** One setting chosen from a short list: a labelled select, with a hint under it. */
export function ChoiceSetting<T extends number>({ id, label, value, choices, hint, onChange }: ChoiceSettingProps<T>) {
  return (
    <div class="setting">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const picked = choices.find((choice) => String(choice.value) === (event.currentTarget as HTMLSelectElement).value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      <p class="hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
