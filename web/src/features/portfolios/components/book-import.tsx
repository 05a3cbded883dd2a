import { loanBook, type Language } from '@keelson/core';
import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text';
import { formatNumber } from '../../../lib/format';
import { notify, notifyFailure } from '../../../lib/notifications';
import { useImportPortfolioRows } from '../api/portfolio-calls';
import { maxImportRows } from '@keelson/core';
import { downloadImportTemplateCsv, downloadImportTemplateXlsx, readImportFile } from '../export/import-files';

type Checked = { rows: Record<string, unknown>[]; checked: loanBook.ImportRow[] };

/**
 * Onboarding a book from a spreadsheet: the template to download, the file, every row checked in the browser by core's
 * validateImportRows (the server checks again) with each problem named by row and column, then the import of every row
 * (only when all are valid) or of the valid rows only. Nothing is saved unless the user chooses.
 */
export function BookImport({ portfolioId }: { portfolioId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const importRows = useImportPortfolioRows(portfolioId);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'reading' } | { kind: 'failed'; message: string } | ({ kind: 'checked' } & Checked)>({
    kind: 'idle',
  });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (chosen === null) return setState({ kind: 'idle' });
    setState({ kind: 'reading' });
    try {
      const rows = await readImportFile(chosen);
      if (rows.length === 0) return setState({ kind: 'failed', message: t('portfolios.import.noRows') });
      if (rows.length > maxImportRows) return setState({ kind: 'failed', message: t('portfolios.import.tooMany', { count: rows.length, max: maxImportRows }) });
      setState({ kind: 'checked', rows, checked: loanBook.validateImportRows(rows).rows });
    } catch (error) {
      setState({ kind: 'failed', message: t('portfolios.import.readFailed', { reason: error instanceof Error ? error.message : String(error) }) });
    }
  };

  const send = async (mode: 'all' | 'validOnly', checked: Checked) => {
    try {
      const answer = await importRows.mutateAsync({ rows: checked.rows, mode });
      notify('success', t('portfolios.import.imported', { count: answer.created.length }));
      setFile(null);
      setState({ kind: 'idle' });
    } catch (error) {
      notifyFailure(error, t('portfolios.import.failed'));
    }
  };

  const errors = state.kind === 'checked' ? state.checked.flatMap((row) => row.errors) : [];
  const valid = state.kind === 'checked' ? state.checked.filter((row) => row.errors.length === 0).length : 0;
  return (
    <Stack>
      <Text>{t('portfolios.import.lead')}</Text>
      <Group>
        <Button
          variant="default"
          onClick={() => void downloadImportTemplateXlsx(language).catch((error: unknown) => notifyFailure(error, t('common.actionFailed')))}
        >
          {t('portfolios.import.template')}
        </Button>
        <Button variant="default" onClick={() => downloadImportTemplateCsv(language)}>
          {t('portfolios.import.templateCsv')}
        </Button>
      </Group>
      <FileInput
        label={t('portfolios.import.file')}
        description={t('portfolios.import.fileHelp')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': t('portfolios.import.clearFile') }}
        onChange={(chosen) => void choose(chosen)}
        maw={480}
      />
      {state.kind === 'reading' ? <Text role="status">{t('portfolios.import.reading')}</Text> : null}
      {state.kind === 'failed' ? (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'checked' ? (
        <>
          <Text role="status" fw={500}>
            {t('portfolios.import.checked', { valid: formatNumber(valid), total: formatNumber(state.checked.length) })}
          </Text>
          {errors.length === 0 ? null : (
            <Table.ScrollContainer minWidth={560} mah={420}>
              <Table striped>
                <caption>{t('portfolios.import.errorsCaption', { count: errors.length })}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('portfolios.import.columns.row')}</Table.Th>
                    <Table.Th scope="col">{t('portfolios.import.columns.column')}</Table.Th>
                    <Table.Th scope="col">{t('portfolios.import.columns.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {errors.map((error, index) => (
                    <Table.Tr key={`${error.row}-${error.column}-${index}`}>
                      <Table.Td>{error.row}</Table.Td>
                      <Table.Td>
                        <code>{error.column}</code>
                      </Table.Td>
                      <Table.Td>{fieldErrorText(error)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group>
            <Button disabled={errors.length > 0} loading={importRows.isPending} onClick={() => void send('all', state)}>
              {t('portfolios.import.importAll', { count: state.checked.length })}
            </Button>
            {errors.length > 0 && valid > 0 ? (
              <Button variant="default" loading={importRows.isPending} onClick={() => void send('validOnly', state)}>
                {t('portfolios.import.importValid', { count: valid })}
              </Button>
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
