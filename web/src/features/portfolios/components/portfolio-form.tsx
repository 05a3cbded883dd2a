import { Button, Group, MultiSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notifications';

export type PortfolioFields = { name: string; description: string; amberThreshold: number; cashflowIds: string[] };
type FieldName = keyof PortfolioFields;

type PortfolioFormProps = {
  initial: PortfolioFields;
  /** The assessments that may be put into the portfolio (its owner's), by id and title; none: the field is not shown. */
  assessments?: { value: string; label: string }[];
  submit: string;
  /** Saves the fields; a refusal's field errors appear beside the fields they name. */
  onSubmit: (fields: PortfolioFields) => Promise<unknown>;
  failed: string;
  onCancel: () => void;
};

/**
 * The fields of a portfolio: name, description and, when editing, the amber threshold (a share, entered in per cent)
 * and the assessments in it. A field keeps what was typed when the save is refused.
 */
export function PortfolioForm({ initial, assessments, submit, onSubmit, failed, onCancel }: PortfolioFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <Name extends FieldName>(name: Name, value: PortfolioFields[Name]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.name.trim() === '') {
      setErrors({ name: t('portfolios.form.nameRequired') });
      return;
    }
    setSaving(true);
    try {
      await onSubmit({ ...fields, name: fields.name.trim() });
    } catch (error) {
      const report = formErrorsOf<FieldName>(error, {
        fields: ['name', 'description', 'amberThreshold', 'cashflowIds'],
        fallback: failed,
      });
      // A refused member (`cashflowIds[3]`) is named on the members' field.
      const memberError =
        error instanceof Error && 'errors' in error
          ? (error as { errors?: { field: string }[] }).errors?.find((e) => e.field.startsWith('cashflowIds'))
          : undefined;
      setErrors({ ...report.fieldErrors, ...(memberError === undefined ? {} : { cashflowIds: report.notices[0] ?? failed }) });
      for (const notice of memberError === undefined ? report.notices : report.notices.slice(1)) notify('error', notice);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack>
        <TextInput
          label={t('portfolios.form.name')}
          required
          value={fields.name}
          error={errors.name}
          maxLength={200}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Textarea
          label={t('portfolios.form.description')}
          value={fields.description}
          error={errors.description}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        {assessments === undefined ? null : (
          <>
            <NumberInput
              label={t('portfolios.form.amberThreshold')}
              description={t('portfolios.form.amberThresholdHelp')}
              suffix=" %"
              min={0}
              max={100}
              decimalScale={1}
              value={Math.round(fields.amberThreshold * 1000) / 10}
              error={errors.amberThreshold}
              onChange={(value) => set('amberThreshold', typeof value === 'number' ? value / 100 : 0)}
            />
            <MultiSelect
              label={t('portfolios.form.loans')}
              description={t('portfolios.form.loansHelp')}
              placeholder={t('portfolios.form.loansPlaceholder')}
              data={assessments}
              value={fields.cashflowIds}
              error={errors.cashflowIds}
              searchable
              clearable
              hidePickedOptions
              onChange={(value) => set('cashflowIds', value)}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
