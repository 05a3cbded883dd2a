import { useEffect } from 'react';
import { NumberTextInput, type NumberTextInputProps } from '../../../../components/number-text-input';
import { fromPercent } from '../../model/percent';
import { toShown, type InputKind } from '../../model/field-specs';
import { useRefusedFields } from '../../model/refused-fields';

type CashflowNumberInputProps = Omit<NumberTextInputProps, 'value' | 'onValueChange' | 'onRefusal'> & {
  /** The field's path in core's terms (`commissionsQuote`, `tranches.0.value`): its refused text is kept under it. */
  path: string;
  value: number | null | undefined;
  kind: Exclude<InputKind, 'text' | 'date'>;
  onValueChange: (value: number | null) => void;
};

/**
 * A number field of the cashflow: rates are typed in percent and stored as decimals (1,5 → 0.015); refused text
 * is recorded by its path, so that the results and the save wait for it (model/refused-fields.ts).
 */
export function CashflowNumberInput({ path, value, kind, onValueChange, ...props }: CashflowNumberInputProps) {
  const setEntry = useRefusedFields((state) => state.setEntry);
  const generation = useRefusedFields((state) => state.generation);
  // A field that moves (a tranche above it removed) leaves no refused text behind under its old path.
  useEffect(() => () => setEntry(path, null), [path, setEntry]);
  return (
    <NumberTextInput
      {...props}
      // A replacing draft starts the field afresh, also where it holds no value before and after.
      key={generation}
      value={value === null || value === undefined ? null : toShown(value, kind)}
      onValueChange={(shown) => onValueChange(shown === null ? null : kind === 'percent' ? fromPercent(shown) : shown)}
      onRefusal={(text) => setEntry(path, text === null ? null : { text, entry: 'number' })}
    />
  );
}
