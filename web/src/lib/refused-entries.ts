import { create } from 'zustand';

/**
 * The fields whose typed text was refused (a number or date not in the language's notation). While a
 * field's text is refused, the model holds no value for it and nothing pretends otherwise: its record's results
 * are withheld, naming the field, and it is not saved. One store per record being edited, kept in memory only.
 */
export type RefusedEntry = { text: string; entry: 'number' | 'date' };

export type RefusedEntriesState = {
  /** The refused text of each field, by its path (`commissionsQuote`, `tranches.0.value`). */
  entries: Readonly<Record<string, RefusedEntry>>;
  /** Counts the records that replaced the edited one, so that fields can start afresh with the new record's values. */
  generation: number;
  /** Records the refused text of a field, or (null) that it holds a value again or is gone. */
  setEntry: (path: string, entry: RefusedEntry | null) => void;
  /** Another record replaces the edited one: its fields hold no refused text. */
  startOver: () => void;
};

export function createRefusedEntries() {
  return create<RefusedEntriesState>()((set) => ({
    entries: {},
    generation: 0,
    // An entry that does not change returns the same state, so that nobody is told of a change.
    setEntry: (path, entry) =>
      set((state) => {
        const { entries } = state;
        if (entry === null) {
          if (!Object.hasOwn(entries, path)) return state;
          const { [path]: _gone, ...rest } = entries;
          return { entries: rest };
        }
        const known = entries[path];
        return known?.text === entry.text && known.entry === entry.entry ? state : { entries: { ...entries, [path]: entry } };
      }),
    startOver: () => set(({ generation }) => ({ entries: {}, generation: generation + 1 })),
  }));
}
