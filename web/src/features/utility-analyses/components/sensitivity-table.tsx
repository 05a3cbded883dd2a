import type { utility } from '@keelson/core';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../../../lib/format';
import { CaptionedTable } from './captioned-table';

/** Per top-level group, the weight at which the leading alternative changes (docs/spec/utility-analysis.md section 5). */
export function SensitivityTable({
  rows,
  titleOf,
  nameOf,
}: {
  rows: readonly utility.GroupSensitivity[];
  titleOf: (id: string) => string;
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text>{t('questionnaire.sensitivity.empty')}</Text>;
  return (
    <CaptionedTable
      minWidth={320}
      striped
      caption={t('questionnaire.sensitivity.caption')}
      head={[
        t('questionnaire.sensitivity.group'),
        t('questionnaire.sensitivity.weight'),
        t('questionnaire.sensitivity.leader'),
        t('questionnaire.sensitivity.changesAt'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.groupId}>
          <Table.Th scope="row">{titleOf(row.groupId)}</Table.Th>
          <Table.Td>{t('questionnaire.sensitivity.at', { weight: formatShare(row.weight, 1) })}</Table.Td>
          <Table.Td>{nameOf(row.leaderId)}</Table.Td>
          <Table.Td>
            {row.changesAt === null ? t('questionnaire.sensitivity.never') : t('questionnaire.sensitivity.at', { weight: formatShare(row.changesAt, 1) })}
          </Table.Td>
        </Table.Tr>
      ))}
    </CaptionedTable>
  );
}
