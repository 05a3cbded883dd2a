import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import type { readonlyQuestionnaireLoader } from './api/get-readonly-analysis';
import { ResultsView } from './components/results-view';

/** `/app/questionnaire/readonly/{uuid}` (route name questionnaire-readonly): a shared analysis with the server's results. */
export function QuestionnaireReadonlyPage() {
  const { t } = useTranslation();
  const { analysis, template } = useLoaderData<typeof readonlyQuestionnaireLoader>();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.questionnaireReadonly.title')} lead={t('pages.questionnaireReadonly.lead')} />
      <Stack gap="xs">
        <Title order={2}>{analysis.title === '' ? (template?.title ?? analysis.templateId) : analysis.title}</Title>
        <Text>
          {template === null
            ? t('questionnaire.readonly.unknownTemplate', { id: analysis.templateId, version: analysis.templateVersion })
            : t('questionnaire.readonly.template', { title: template.title })}
        </Text>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('questionnaire.alternatives.heading')}</Title>
        <List aria-label={t('questionnaire.readonly.alternativesCaption')}>
          {analysis.alternatives.map((alternative) => (
            <List.Item key={alternative.id}>{alternative.name}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('questionnaire.results.heading')}</Title>
        <ResultsView results={analysis.results} criteria={template?.criteria ?? []} />
      </Stack>
    </Stack>
  );
}
