import { validateForCalculation, type CashflowListItem, type FieldError } from '@keelson/core';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFieldError, exportLabelsOf, type ExportLabels } from '../export/labels';
import { notify } from '../../../lib/notifications';
import { downloadCashflow, type DownloadKind } from '../export/cashflow-download';
import { fixedScenarios } from '../export/scenario-names';

/** How many field errors the message beside a row names before "and n more". */
const shownErrors = 3;

/** The export buttons of one saved cashflow, or why it cannot be exported yet. */
export function DownloadActions({ cashflow, title }: { cashflow: CashflowListItem; title: string }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<DownloadKind['format'] | null>(null);
  const [clickErrors, setClickErrors] = useState<FieldError[] | null>(null);
  // Validation is cheap (the calculation runs only on a click), so the reason shows before anyone clicks.
  const validation = useMemo(() => validateForCalculation(cashflow), [cashflow]);
  const errors = clickErrors ?? (validation.ok ? null : validation.errors);

  const handleDownload = async (kind: DownloadKind) => {
    setBusy(kind.format);
    try {
      const outcome = await downloadCashflow(cashflow, kind);
      setClickErrors(outcome.ok ? null : outcome.errors);
    } catch (error) {
      console.error(error);
      notify('error', t('assessments.downloads.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  // A row that failed only on a click keeps its buttons: the next click calculates again.
  const blocked = !validation.ok || busy !== null;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          loading={busy === 'xlsx'}
          disabled={blocked && busy !== 'xlsx'}
          onClick={() => void handleDownload({ format: 'xlsx' })}
          aria-label={t('assessments.downloads.xlsxLabel', { title })}
        >
          {t('assessments.downloads.xlsx')}
        </Button>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              loading={busy === 'csv'}
              disabled={blocked && busy !== 'csv'}
              aria-label={t('assessments.downloads.csvLabel', { title })}
            >
              {t('assessments.downloads.csv')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {fixedScenarios.map((scenario) => (
              <Menu.Item key={scenario} onClick={() => void handleDownload({ format: 'csv', scenario })}>
                {t('assessments.downloads.csvScenario', { scenario: t(`assessments.scenarios.${scenario}`) })}
              </Menu.Item>
            ))}
            {(cashflow.scenarios ?? []).map(({ name }) => (
              <Menu.Item key={`user-${name}`} onClick={() => void handleDownload({ format: 'csv', scenario: { name } })}>
                {t('assessments.downloads.csvScenario', { scenario: name })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {errors === null ? null : (
        <Text size="sm" c="red.9" maw={480}>
          {t('assessments.downloads.notCalculable', {
            errors: errorSummary(errors, t('assessments.downloads.moreErrors', { count: errors.length - shownErrors }), exportLabelsOf(i18n.language)),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The first field errors in words (the fields by their labels in the language), then how many more there are. */
function errorSummary(errors: readonly FieldError[], more: string, labels: ExportLabels): string {
  const named = errors.slice(0, shownErrors).map((error) => describeFieldError(error, labels));
  return errors.length > shownErrors ? `${named.join('; ')} ${more}` : named.join('; ');
}
